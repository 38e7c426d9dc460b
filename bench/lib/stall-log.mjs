/* global process, setInterval */
// Preloaded (`node --import`) into a process the tail probe watches (bench/tail-probe.mjs):
// appends to STALL_LOG, as JSON lines with wall-clock times, each garbage collection of a
// millisecond or more and each time the event loop was held 3 ms past a 5 ms timer. A
// request that waited through one of them was slowed by this process, not the machine.
import { appendFileSync } from 'node:fs';
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';

const file = process.env.STALL_LOG;
if (file) {
  const lines = [];
  const at = (t) => Math.round((performance.timeOrigin + t) * 10) / 10;
  const KINDS = {
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration >= 1)
        lines.push({ at: at(e.startTime), ms: e.duration, what: `GC ${KINDS[e.detail?.kind]}` });
  }).observe({ entryTypes: ['gc'] });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last - 5 >= 3)
      lines.push({ at: at(last + 5), ms: now - last - 5, what: 'loop held' });
    last = now;
  }, 5).unref();
  setInterval(() => {
    if (lines.length)
      appendFileSync(
        file,
        lines
          .splice(0)
          .map((l) => JSON.stringify(l))
          .join('\n') + '\n',
      );
  }, 250).unref();
}
