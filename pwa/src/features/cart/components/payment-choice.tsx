import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { lazy, Suspense } from 'react';
import { bakery, type PaymentMethod } from '#shared/bakery';
import { useWideScreen } from '../../../lib/wide-screen';

const VenmoQr = lazy(() => import('../../../components/venmo-qr'));

/** Venmo (with the bakery's handle and a QR code) or cash at pickup. */
export function PaymentChoice({
  value,
  error,
  onChange,
}: {
  value: PaymentMethod | '';
  /** Said under the choices when she sent the form without one. */
  error?: string;
  onChange: (value: PaymentMethod) => void;
}) {
  const wide = useWideScreen();
  return (
    <FormControl required error={Boolean(error)}>
      <FormLabel id="payment-label">Payment</FormLabel>
      <RadioGroup
        name="paymentMethod"
        aria-labelledby="payment-label"
        value={value}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
        sx={{ gap: 1 }}
      >
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'md' }}>
          <Radio value="venmo" label="Venmo" overlay />
          <Typography level="body-sm" sx={{ ml: 3.5 }}>
            Pay {bakery.venmoHandle} when you order or at pickup.
          </Typography>
          {/* The code is for scanning off a computer's screen: a phone pays from the confirmation's link. */}
          {value === 'venmo' && wide && (
            <Box sx={{ ml: 3.5, mt: 1 }}>
              <Suspense fallback={<Skeleton variant="rectangular" width={128} height={128} />}>
                <VenmoQr />
              </Suspense>
            </Box>
          )}
        </Sheet>
        <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'md' }}>
          <Radio value="cash" label="Cash at pickup" overlay />
        </Sheet>
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
