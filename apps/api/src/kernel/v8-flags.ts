import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by main.ts, before anything allocates much. V8 "pretenures" an allocation
 * site (allocates its objects straight in the old generation) once most of its objects
 * survive a young collection. Under a burst of requests most of them do, only because the
 * burst keeps many requests in flight: after it, every list page's rows went to the old
 * generation and died there. At 600 req/s after a burst, the heap grew by ~5 MB per young
 * collection, young collections took 6-12 ms instead of 1 ms, and a full collection ran
 * every ~12 s; with this flag the heap stays flat and no full collection runs
 * (docs/bench-results.md, 2026-11-27 20:00, "What the p99 was made of"). An API's objects
 * live for one request, so the young generation is where they belong.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
