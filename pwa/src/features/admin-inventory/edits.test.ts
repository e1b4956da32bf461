import { describe, expect, it } from 'vitest';
import { stockMergeNotice } from './edits';

describe('stockMergeNotice', () => {
  const edit = { stock: 10, baseStock: 10 };
  const item = { name: 'Focaccia' };
  it.each([
    [
      { merged: true, from: 8, to: 8, item },
      'Stock for Focaccia: you set 10 while offline; 2 sold online meanwhile, now 8',
    ],
    [
      { merged: true, from: 12, to: 12, item },
      'Stock for Focaccia: you set 10 while offline; 2 added meanwhile, now 12',
    ],
    [{ merged: false, from: 10, to: 10, item }, null],
  ])('%j', (answer, notice) => {
    expect(stockMergeNotice(edit, answer)).toBe(notice);
  });
});
