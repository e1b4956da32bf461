import FormHelperText from '@mui/joy/FormHelperText';

/** A field's problem under it (inside its FormControl, which marks it), said to screen readers as it appears. */
export function FieldProblem({ text }: { text: string | undefined }) {
  return text ? <FormHelperText role="alert">{text}</FormHelperText> : null;
}
