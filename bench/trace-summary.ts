// Where a browser benchmark's time goes: a Chrome trace (Playwright's `browser.startTracing` with the categories
// below) summed on the page's main thread: self time per trace event (script, style, layout, paint, GC) and self
// time per JavaScript function from the V8 sampling profiler's chunks. Used by `bench/calendar-render.ts --profile`.

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, in µs: unlike `dur`, it leaves out the time the thread waited for a core. */
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
  id?: string;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

export interface TraceSummary {
  /** Milliseconds between the first and the last user-timing mark named `from`/`to` (or the whole trace). */
  window: number;
  /** CPU time in ms of the main thread's top-level tasks in the window (thread time: steadier on a loaded machine). */
  cpu: number;
  /** Self time in ms per trace event name on the renderer's main thread, largest first. */
  events: [string, number][];
  /** Self time in ms per JavaScript function (name and where), largest first. */
  functions: [string, number][];
  /** Total time in ms per JavaScript function (itself and what it called, counted once per sample), largest first. */
  inclusive: [string, number][];
}

/** Sums a trace's renderer main thread between the user-timing marks `from` and `to` (performance.mark). */
export function summariseTrace(json: string, from?: string, to?: string): TraceSummary {
  const parsed = JSON.parse(json) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const all = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const main = all.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && mainOfPage(all, e));
  if (!main) throw new Error('no renderer main thread in the trace');
  const mark = (name?: string) => (name ? all.find((e) => e.name === name && e.pid === main.pid)?.ts : undefined);
  const start = mark(from) ?? -Infinity;
  const end = mark(to) ?? Infinity;
  const own = all
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= start && e.ts <= end && e.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Self time: each event's duration less that of the events nested in it.
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length && (stack[stack.length - 1] as { end: number }).end <= until) {
      const top = stack.pop() as { e: TraceEvent; end: number; children: number };
      self.set(top.e.name, (self.get(top.e.name) ?? 0) + ((top.e.dur ?? 0) - top.children) / 1000);
      if (stack.length) (stack[stack.length - 1] as { children: number }).children += top.e.dur ?? 0;
    }
  };
  for (const e of own) {
    close(e.ts);
    stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0 });
  }
  close(Infinity);
  // CPU time: the thread time of the outermost events (nested ones are inside them).
  let cpu = 0;
  let outerEnd = -Infinity;
  for (const e of own) {
    if (e.ts < outerEnd) continue;
    outerEnd = e.ts + (e.dur ?? 0);
    cpu += (e.tdur ?? 0) / 1000;
  }

  // The sampling profiler's chunks: nodes and samples with time deltas.
  const nodes = new Map<number, ProfileNode>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const keyOf = (frame: ProfileNode['callFrame']) =>
    `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop() ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  let t = 0;
  for (const e of all) {
    if (e.pid !== main.pid || (e.name !== 'ProfileChunk' && e.name !== 'Profile')) continue;
    const data = e.args?.data as
      | { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    if (!data) continue;
    if (data.startTime !== undefined) t = data.startTime;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (const [i, id] of samples.entries()) {
      const dt = deltas[i] ?? 0;
      t += dt;
      if (t < start || t > end) continue;
      const frame = nodes.get(id)?.callFrame;
      if (!frame) continue;
      const ms = (deltas[i + 1] ?? dt) / 1000;
      functions.set(keyOf(frame), (functions.get(keyOf(frame)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let n = nodes.get(id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const key = keyOf(n.callFrame);
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
      }
    }
  }
  const top = (m: Map<string, number>, n = 25) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return {
    cpu,
    window: (Math.min(end, own.at(-1)?.ts ?? 0) - Math.max(start, own[0]?.ts ?? 0)) / 1000,
    events: top(self),
    functions: top(functions),
    inclusive: top(inclusive, 60),
  };
}

/** The renderer whose main thread ran the page (the one with user-timing marks or the most work). */
function mainOfPage(all: TraceEvent[], thread: TraceEvent): boolean {
  return all.some((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'FunctionCall');
}

export function printSummary(title: string, s: TraceSummary): void {
  console.log(`\n${title}: ${s.window.toFixed(1)} ms on the main thread, ${s.cpu.toFixed(1)} ms of it on a core`);
  console.log('  by trace event (self ms):');
  for (const [name, ms] of s.events.slice(0, 15)) console.log(`    ${ms.toFixed(1).padStart(8)}  ${name}`);
  console.log('  by JavaScript function (self ms, sampled):');
  for (const [name, ms] of s.functions.slice(0, 25)) console.log(`    ${ms.toFixed(1).padStart(8)}  ${name}`);
  console.log('  by JavaScript function (total ms with callees, sampled):');
  for (const [name, ms] of s.inclusive) console.log(`    ${ms.toFixed(1).padStart(8)}  ${name}`);
}
