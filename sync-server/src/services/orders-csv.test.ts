import { describe, expect, it } from 'vitest';
import { csvCell, realUnitPrice } from './orders-csv';

describe('a CSV cell', () => {
  it.each([
    ['Maya', 'Maya'],
    ['=1+2', "'=1+2"],
    ['+14065550142', "'+14065550142"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
    ['Smith, Jr.', '"Smith, Jr."'],
    ['She said "hi"', '"She said ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['a=b', 'a=b'],
    ['', ''],
    [null, ''],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe('the real unit price of a line', () => {
  it.each([
    [1, '4.50', '4.50'],
    [3, '12.00', '4.00'], // 3 scones for $12
    [4, '16.50', '4.125'],
    [5, '21.00', '4.20'],
    [7, '28.50', '4.0714'],
  ])('%i for %s is %s each', (quantity, totalPrice, unit) => {
    expect(realUnitPrice({ quantity, totalPrice })).toBe(unit);
  });
});
