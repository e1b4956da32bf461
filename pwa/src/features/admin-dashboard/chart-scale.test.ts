import { describe, expect, it } from 'vitest';
import { chartScale } from './chart-scale';

describe("the dashboard chart's dollar axis", () => {
  it.each([
    [0, 100, [0, 50, 100]],
    [557, 600, [0, 200, 400, 600]],
    [241.5, 300, [0, 100, 200, 300]],
    [1000, 1000, [0, 500, 1000]],
    [12, 15, [0, 5, 10, 15]],
  ])('a highest bar of %s tops out at %s with ticks %j', (highest, top, ticks) => {
    expect(chartScale(highest)).toEqual({ top, ticks });
  });
});
