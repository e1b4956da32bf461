import Input, { type InputProps } from '@mui/joy/Input';
import { useState } from 'react';

/**
 * A field for a whole number the form holds as a number. What she types stays as typed: an
 * emptied field is NaN to the form (never 0, which Number('') would make of it), so the shared
 * schema refuses it by name and she is asked for a number instead of saving a zero. `min`,
 * `max` are the schema's own bounds, for the phone's keypad and the browser's arrows.
 */
export function WholeNumberInput({
  value,
  onValue,
  min,
  max,
  label,
  invalid,
  ...props
}: Omit<InputProps, 'value' | 'onChange' | 'type'> & {
  value: number;
  onValue: (value: number) => void;
  min: number;
  max?: number;
  /** Its accessible name, where the visible label is not its FormLabel. */
  label?: string;
  invalid?: boolean;
}) {
  const [text, setText] = useState(String(value));
  // A value set from outside (a save, a switch) shows; one she is typing stays as she types it.
  const shown = Number.isNaN(value) || (text.trim() !== '' && Number(text) === value) ? text : String(value);
  return (
    <Input
      {...props}
      type="number"
      value={shown}
      slotProps={{
        input: { min, max, step: 1, inputMode: 'numeric', 'aria-label': label, 'aria-invalid': invalid || undefined },
      }}
      onChange={(event) => {
        setText(event.target.value);
        onValue(event.target.value.trim() === '' ? Number.NaN : Number(event.target.value));
      }}
    />
  );
}
