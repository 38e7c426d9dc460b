import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { EVENTS_CHANNEL, applyPendingEvents, registeredEventConsumers } from './events';

export interface EventWorker {
  /** Stops looking; the batch under way finishes (its transaction commits or rolls back whole). */
  stop(): Promise<void>;
}

/**
 * Applies pending domain events for every registered consumer: woken by the NOTIFY that
 * a recording transaction sends at its commit (to every replica, this one included), and swept every `sweepMs` for what a lost notification or a failed,
 * backed-off event left behind. Replicas share the work through FOR UPDATE SKIP LOCKED.
 */
export async function startEventWorker(
  database: Database,
  log: FastifyBaseLogger,
  options: { sweepMs?: number } = {},
): Promise<EventWorker> {
  const { sweepMs = 1000 } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const runOnce = async () => {
    for (const name of registeredEventConsumers()) {
      for (;;) {
        if (stopped) return;
        const { applied, failed } = await applyPendingEvents(database.db, name);
        if (failed)
          log.warn({ consumer: name, failed }, 'domain events failed; retried after a backoff');
        if (!applied) break;
      }
    }
  };
  // One pass at a time per process; a kick during a pass asks for one more pass.
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((err: unknown) => log.warn({ err }, 'domain event pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const unlisten = await database.listen(EVENTS_CHANNEL, kick, (up) => up && kick());
  const timer = setInterval(kick, sweepMs);
  timer.unref();
  kick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      // The database may be gone already (a failed replica, a test that closes it first): nothing left to stop listening to.
      await unlisten().catch(() => {});
      await running;
    },
  };
}
