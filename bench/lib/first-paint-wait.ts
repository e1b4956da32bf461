/**
 * How long the browser kept a page's first paint off the screen, from a Chromium trace (the one
 * Lighthouse records): from the end of the first Paint on the page's main thread to the first
 * contentful paint Chromium reports, which is when that frame was presented.
 *
 * Why: on this machine Lighthouse's figures have two modes. In one, the renderer's compositor
 * holds the page's first frame for exactly 60 frames (1.0 s at 60 Hz) with the main thread
 * idle, so the observed first paint comes after the scripts and Lighthouse's simulation counts
 * them into FCP and LCP. It happens with the page's scripts taken out too (docs/benchmarks.md,
 * "The first paint held by the browser"). This figure says which mode each run was in.
 */
interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { frame?: string; data?: { documentLoaderURL?: string; frame?: string } };
}

export function firstPaintWaitMs(trace: { traceEvents: TraceEvent[] } | undefined): number {
  const events = trace?.traceEvents ?? [];
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'))
    .at(-1);
  if (!navigation) return Number.NaN;
  const frame = navigation.args?.frame;
  const onPage = (event: TraceEvent) =>
    event.pid === navigation.pid &&
    event.ts >= navigation.ts &&
    (event.args?.frame ?? event.args?.data?.frame) === frame;
  const paint = events
    .filter((event) => event.name === 'Paint' && event.ph === 'X' && event.tid === navigation.tid && onPage(event))
    .sort((a, b) => a.ts - b.ts)[0];
  const contentful = events.find((event) => event.name === 'firstContentfulPaint' && onPage(event));
  if (!paint || !contentful) return Number.NaN;
  return Math.max(0, (contentful.ts - paint.ts - (paint.dur ?? 0)) / 1000);
}
