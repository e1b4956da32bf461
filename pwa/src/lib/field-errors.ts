/** One problem of a form's input: the dotted path of the field it names ("input.prepTime"), and why. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The problems of a form by the path of their field, the first one for each field. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The issues of a zod parse (on this device) as field issues, their paths dotted as the server's are. */
export const issuesOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldIssue[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

export function fieldErrorsOf(issues: readonly FieldIssue[] | undefined): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues ?? []) errors[issue.path] ??= issue.message;
  return errors;
}

/**
 * The problem of one field, named by its path in the form ("prepTime", "capacity.home.ordersPerSlot"):
 * an issue found on this device names it within the queued edit ("input.prepTime"), the
 * server's within the call's body ("prepTime"); either ends with the form's path.
 */
export function fieldError(errors: FieldErrors, path: string): string | undefined {
  const key = Object.keys(errors).find((each) => names(each, path));
  return key === undefined ? undefined : errors[key];
}

/** The first problem that names none of the form's fields (the form says it above its buttons). */
export function formError(errors: FieldErrors, fields: readonly string[]): string | undefined {
  return Object.entries(errors).find(([key]) => !fields.some((field) => names(key, field)))?.[1];
}

/** The problems left once she changes one field (its own problem goes; the rest stay until she saves). */
export const withoutField = (errors: FieldErrors, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !names(key, field)));

const names = (issuePath: string, field: string) => issuePath === field || issuePath.endsWith(`.${field}`);
