import Alert from '@mui/joy/Alert';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import type { PickupSlot } from '#shared/pickup-slots';
import { failureText } from '../../../lib/api-client';

const clock = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
};

/** "3:00 pm": a time as her order page says it. */
export const clockText = clock;

/** The times she may move her order to, each saying whether it has room (a full one cannot be chosen). */
export function SlotSelect({
  slots,
  value,
  onChange,
  disabled,
  ...labelled
}: {
  slots: readonly PickupSlot[];
  value: string | null;
  onChange: (slot: string | null) => void;
  disabled: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Select
      {...labelled}
      placeholder="Choose a time"
      value={value}
      onChange={(_event, slot) => onChange(slot)}
      sx={{ minWidth: 220 }}
      disabled={disabled}
    >
      {slotOptions(slots)}
    </Select>
  );
}

function slotOptions(slots: readonly PickupSlot[]) {
  return slots.map((each) => (
    <Option key={each.start} value={each.start} disabled={each.left === 0}>
      {clock(each.start)} to {clock(each.end)}
      {each.left === 0 ? ' (full)' : each.left !== null ? ` (${each.left} left)` : ''}
    </Option>
  ));
}

/** Why a move of her order was refused, in the server's words, under its form. */
export function MoveRefused({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Alert color="danger" role="alert">
      {failureText(error, fallback)}
    </Alert>
  );
}
