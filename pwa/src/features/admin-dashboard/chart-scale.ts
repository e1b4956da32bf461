/**
 * A dollar axis for a bar chart: the top a round step above the highest bar, and the ticks from
 * 0 to it, 3 to 5 of them, on steps of 1, 2 or 5 times a power of ten ($0, $50, $100, $150).
 */
export function chartScale(highest: number): { top: number; ticks: number[] } {
  if (!(highest > 0)) return { top: 100, ticks: [0, 50, 100] };
  const rough = highest / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((each) => each * power).find((each) => each >= rough)!;
  const top = Math.ceil(highest / step) * step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
  return { top, ticks };
}
