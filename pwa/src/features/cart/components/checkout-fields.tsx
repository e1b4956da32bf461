import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { checkoutFormSchema, type CheckoutForm } from '#shared/order';
import type { CheckoutFields } from '../../../db/web-storage/checkout-form';
import '../../../lib/zod-words';

/** The problems of checkout's fields, by field: each said under its field. */
export type CheckoutErrors = Partial<Record<keyof CheckoutFields, string>>;

type TextField = 'firstName' | 'lastName' | 'email' | 'phone';

/** What an empty required field says under itself. */
export const requiredText: Record<keyof CheckoutFields, string> = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your e-mail address',
  phone: 'Please enter a phone number',
  paymentMethod: 'Please choose how you will pay',
  pickupLocation: 'Please choose where you will pick up',
  pickupSlot: 'Choose a pickup time',
};

const textFields: { field: TextField; label: string; type: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

/**
 * The form checked by the same schema the server parses with, so what it would refuse is caught
 * here; where the pickup has times, one must be chosen.
 */
export function checkedForm(
  form: CheckoutFields,
  needsSlot: boolean,
): { data: CheckoutForm; errors?: undefined } | { errors: CheckoutErrors } {
  const parsed = checkoutFormSchema.safeParse(form);
  if (parsed.success && !(needsSlot && !form.pickupSlot)) return { data: parsed.data };
  return {
    errors: {
      ...Object.fromEntries(parsed.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []),
      ...(needsSlot && !form.pickupSlot ? { pickupSlot: 'Choose a pickup time' } : {}),
    },
  };
}

/** Who picks up: first and last name, e-mail and phone, each with its problem under it. */
export function ContactFields(props: {
  form: CheckoutFields;
  errors: CheckoutErrors;
  onType: (field: TextField, value: string) => void;
}) {
  const { form, errors, onType } = props;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
      {textFields.map(({ field, label, type, autoComplete }) => (
        <FormControl key={field} required error={Boolean(errors[field])} sx={{ flex: { sm: '1 1 220px' } }}>
          <FormLabel>{label}</FormLabel>
          <Input
            name={field}
            type={type}
            autoComplete={autoComplete}
            slotProps={{ input: { 'aria-invalid': errors[field] ? true : undefined } }}
            value={form[field]}
            onChange={(event) => onType(field, event.target.value)}
          />
          {errors[field] && <FormHelperText>{errors[field]}</FormHelperText>}
        </FormControl>
      ))}
    </Stack>
  );
}
