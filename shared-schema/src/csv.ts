/**
 * Spreadsheet cells (docs/orders.md, "Her lists and tools"): quoted by RFC 4180, and a cell a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) gets a ' in front: a
 * customer who types =HYPERLINK(...) as her name gets her name printed, not a link run. Used by
 * the server's order exports and by her phone's market-day export (made offline).
 */
export function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export function csvCell(value: string | null | undefined): string {
  const text = neutralise(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, CRLF line ends, a line end after the last row. */
export const toCsv = (rows: readonly (readonly (string | null)[])[]) =>
  rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
