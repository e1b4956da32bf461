import { describe, expect, it } from 'vitest';
import { csvCell } from './orders-csv';

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
