import JoyCheckbox, { type CheckboxProps } from '@mui/joy/Checkbox';

/**
 * Joy's Checkbox without the aria-checked it writes on its native checkbox: ARIA in HTML forbids
 * it there (the W3C checker flags it), and the input's own checked state already says it.
 */
export function Checkbox({ slotProps, ...props }: CheckboxProps) {
  const input = typeof slotProps?.input === 'object' ? slotProps.input : {};
  return <JoyCheckbox {...props} slotProps={{ ...slotProps, input: { ...input, 'aria-checked': undefined } }} />;
}
