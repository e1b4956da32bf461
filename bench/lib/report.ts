/** One line of the benchmark table. */
export interface Row {
  bench: string;
  figure: string;
  value: string;
  /** The same figure for the baseline measured in the same run, when there is one. */
  baseline?: string;
  ratio?: string;
  target?: string;
  /** Whether the target is met; undefined when the row has no target. */
  met?: boolean;
}

const columns: [keyof Row, string][] = [
  ['bench', 'Benchmark'],
  ['figure', 'Figure'],
  ['value', 'Bakery'],
  ['baseline', 'Baseline'],
  ['ratio', 'Ratio'],
  ['target', 'Target'],
  ['met', 'Met'],
];

const cell = (row: Row, key: keyof Row) => {
  const value = row[key];
  if (key === 'met') return value === undefined ? '' : value ? 'yes' : '**no**';
  return value === undefined ? '' : String(value);
};

export function markdownTable(rows: readonly Row[]): string {
  const header = `| ${columns.map(([, title]) => title).join(' | ')} |`;
  const rule = `|${columns.map(() => '---').join('|')}|`;
  return [header, rule, ...rows.map((row) => `| ${columns.map(([key]) => cell(row, key)).join(' | ')} |`)].join('\n');
}

export const fixed = (n: number, digits = 0) => n.toFixed(digits);
export const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
