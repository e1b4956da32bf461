import { describe, expect, it } from 'vitest';
import { stockMergeNotice } from './edits';

describe('stockMergeNotice', () => {
  const payload = { id: 'focaccia', name: 'Focaccia', stock: 10, baseStock: 10 };
  it.each([
    [{ merged: true, from: 8, to: 8 }, 'Stock for Focaccia: you set 10 while offline; 2 sold online meanwhile, now 8'],
    [{ merged: true, from: 12, to: 12 }, 'Stock for Focaccia: you set 10 while offline; 2 added meanwhile, now 12'],
    [{ merged: false, from: 10, to: 10 }, null],
  ])('%j', (answer, notice) => {
    expect(stockMergeNotice(payload, answer)).toBe(notice);
  });
});
