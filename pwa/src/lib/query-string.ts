/** A query's fields as an address's query string, in their order; a field without a value is left out. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  const search = new URLSearchParams();
  for (const [field, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(field, String(value));
  }
  return search.toString();
}
