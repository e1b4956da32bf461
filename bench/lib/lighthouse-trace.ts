/**
 * Figures read from the Chromium trace Lighthouse records of its own load (`artifacts.Trace`),
 * which say why its simulated figures vary from run to run on this machine (docs/benchmarks.md,
 * "The first paint held by the browser" and "The main thread waiting for a core").
 */
interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, where Chromium measures it. */
  tdur?: number;
  args?: { frame?: string; data?: { documentLoaderURL?: string; frame?: string } };
}

export interface Trace {
  traceEvents: TraceEvent[];
}

/** Longer than this, a task blocks Lighthouse's simulated phone (4x slower) for more than 50 ms. */
const LONG_TASK_US = 12_500;

/** The navigation to the page under test (not the about:blank Lighthouse starts from). */
function pageNavigation(events: TraceEvent[]): TraceEvent | undefined {
  return events
    .filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'))
    .at(-1);
}

/**
 * How long the browser kept a page's first paint off the screen: from the end of the first
 * Paint on the page's main thread to the first contentful paint Chromium reports, which is when
 * that frame was presented.
 *
 * Why: on this machine Lighthouse's figures have two modes. In one, the renderer's compositor
 * holds the page's first frame for exactly 60 frames (1.0 s at 60 Hz) with the main thread
 * idle, so the observed first paint comes after the scripts and Lighthouse's simulation counts
 * them into FCP and LCP. It happens with the page's scripts taken out too. This figure says which
 * mode each run was in.
 */
export function firstPaintWaitMs(trace: Trace | undefined): number {
  const events = trace?.traceEvents ?? [];
  const navigation = pageNavigation(events);
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

/**
 * The share of its long tasks' time (those over 12.5 ms, from the navigation on) that the page's
 * main thread spent on a CPU: the tasks' thread time over their wall time.
 *
 * Why: Lighthouse simulates a phone four times slower by multiplying each task's wall time, so
 * time the thread spent waiting for a core counts four times into TBT as if it were the page's
 * work. On this machine's two cores the rest of Chromium runs beside the page (its browser
 * process and its other processes, which under Lighthouse also serve the DevTools protocol and
 * record the trace). The kernel's count agrees: a share of about a third here, with about half
 * of the tasks' time spent ready but waiting on the run queue.
 */
export function mainThreadCpuShare(trace: Trace | undefined): number {
  const events = trace?.traceEvents ?? [];
  const navigation = pageNavigation(events);
  if (!navigation) return Number.NaN;
  let wall = 0;
  let cpu = 0;
  for (const { name, ph, pid, tid, ts, dur = 0, tdur } of events) {
    const onMainThread = pid === navigation.pid && tid === navigation.tid && ts >= navigation.ts;
    if (name !== 'RunTask' || ph !== 'X' || dur < LONG_TASK_US || !onMainThread || tdur === undefined) continue;
    wall += dur;
    cpu += tdur;
  }
  return wall > 0 ? cpu / wall : Number.NaN;
}
