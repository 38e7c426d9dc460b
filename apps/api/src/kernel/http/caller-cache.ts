import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * The callers this replica has resolved, kept by token hash so a request reads none of
 * the six tables the caller is made of (the round trip was half the cost of a list).
 *
 * Kept exact by PostgreSQL: a trigger on each of those tables (migration 0016) sends the
 * tenant's id on "sp_callers" when anything of a caller changes, and every replica drops
 * that tenant's callers on receipt. Three rules keep the next request right:
 * - A read that began before a change arrived is not kept (`epoch`): it may predate it.
 * - A request that may have written (any method but GET/HEAD/OPTIONS) answers only once
 *   this replica has received its own notifications (`sync`, a NOTIFY round trip that
 *   arrives after every earlier one), so its client's next request here sees the change.
 *   Another replica has them by then too, in practice: PostgreSQL signals every listener
 *   when the change commits, two round trips before the answer leaves.
 * - Nothing is kept while the LISTEN connection is down (a change would go unseen), and
 *   an entry is read again after MAX_AGE_MS whatever happens.
 */
export interface CallerCache<T> {
  /** The kept caller of this token hash, or `read()` (kept when it is safe to). */
  resolve(tokenHash: string, read: () => Promise<T | null>): Promise<T | null>;
  /** Resolves once every change committed before the call has been applied here. */
  sync(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
  readonly size: number;
}

/** What the cache reads of a caller: its tenant, and its session's expiry (never served past it). */
export interface Cached {
  user: { tenantId: string };
  session: { expiresAt: Date };
}

const CHANNEL = 'sp_callers';
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;
const SYNC_TIMEOUT_MS = 2_000;

type Transport = Pick<Database, 'notify' | 'listen'>;

export function createCallerCache<T extends Cached>(
  transport: Transport,
  log?: FastifyBaseLogger,
): CallerCache<T> {
  const entries = new Map<string, { value: T; at: number }>();
  const byTenant = new Map<string, Set<string>>();
  let listening = false;
  let epoch = 0;
  let stopListening: (() => Promise<void>) | null = null;
  const replica = randomUUID();
  let syncs = 0;
  const awaited = new Map<string, () => void>();

  const clear = () => {
    epoch++;
    entries.clear();
    byTenant.clear();
  };
  const dropTenant = (tenantId: string) => {
    epoch++;
    for (const hash of byTenant.get(tenantId) ?? []) entries.delete(hash);
    byTenant.delete(tenantId);
  };
  const forget = (hash: string, tenantId: string) => {
    entries.delete(hash);
    byTenant.get(tenantId)?.delete(hash);
  };
  const keep = (hash: string, value: T, at: number) => {
    const old = entries.get(hash);
    if (old) forget(hash, old.value.user.tenantId);
    if (entries.size >= MAX_ENTRIES) clear();
    entries.set(hash, { value, at });
    let hashes = byTenant.get(value.user.tenantId);
    if (!hashes) byTenant.set(value.user.tenantId, (hashes = new Set()));
    hashes.add(hash);
  };
  const onMessage = (payload: string) => {
    if (payload.startsWith('sync:')) {
      awaited.get(payload)?.();
      awaited.delete(payload);
    } else dropTenant(payload);
  };

  return {
    get size() {
      return entries.size;
    },
    async resolve(hash, read) {
      const now = Date.now();
      const hit = entries.get(hash);
      if (hit && now - hit.at < MAX_AGE_MS && hit.value.session.expiresAt.getTime() > now)
        return hit.value;
      const before = epoch;
      const value = await read();
      if (value && listening && epoch === before) keep(hash, value, now);
      else if (hit) forget(hash, hit.value.user.tenantId);
      return value;
    },
    async sync() {
      if (!listening) return;
      const payload = `sync:${replica}:${++syncs}`;
      const arrived = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS).unref();
        awaited.set(payload, () => {
          clearTimeout(timer);
          resolve(true);
        });
      });
      const sent = await transport.notify(CHANNEL, payload).then(
        () => true,
        (err: unknown) => (log?.warn({ err }, 'caller sync NOTIFY failed'), false),
      );
      if (!sent || !(await arrived)) {
        // The notifications are late or lost: keep nothing that could be stale. (Never
        // throws: the request's own work is done and its answer must still go out.)
        awaited.delete(payload);
        if (sent) log?.warn('caller notifications did not arrive in time; cache cleared');
        clear();
      }
    },
    async start() {
      if (stopListening) return;
      stopListening = await transport.listen(CHANNEL, onMessage, (up) => {
        clear();
        listening = up;
      });
      listening = true;
    },
    stop() {
      listening = false;
      clear();
      void stopListening?.().catch(() => {}); // the database may already be gone
      stopListening = null;
    },
  };
}
