import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by main.ts, before anything allocates much. V8 "pretenures" an allocation
 * site (allocates its objects straight in the old generation) once most of its objects
 * survive a young collection. Under a burst of requests most of them do, only because the
 * burst keeps many requests in flight: after it, every list page's rows went to the old
 * generation and died there. The heap then grew by ~5 MB per young collection, young
 * collections took 6-12 ms instead of 1 ms, and a full collection ran every few seconds:
 * the p99 of a calm 600 req/s after a burst was 10-70 ms against 10-20 ms without it
 * (docs/bench-results.md, "Pretenuring"). An API's objects live for one request, so the
 * young generation is where they belong.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
