import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@sp/contracts/api';
import type { Database } from '../../kernel/db/client';

/**
 * Fan-out of new notifications to the SSE streams of EVERY replica: publish is a
 * PostgreSQL NOTIFY, and each process LISTENs and hands what arrives to its own streams
 * (the publishing one included). PGlite is one process: the same path, in-process.
 */
export interface NotificationBus {
  publish(userId: string, notification: Notification): void;
  subscribe(userId: string, listener: (n: Notification) => void): () => void;
  /** Starts listening (buildApp awaits it before serving). */
  start(): Promise<void>;
  /** Ends every open stream and stops listening (graceful shutdown). */
  closeAll(): void;
  onClose(listener: () => void): () => void;
}

const CHANNEL = 'sp_notifications';
// NOTIFY payloads are capped at 8000 bytes; a bigger notification reaches this replica's streams only.
const MAX_PAYLOAD = 7900;

type Transport = Pick<Database, 'notify' | 'listen'>;

export function createNotificationBus(
  transport?: Transport,
  log?: FastifyBaseLogger,
): NotificationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (userId: string, n: Notification) => emitter.emit(`user:${userId}`, n);
  let stopListening: (() => Promise<void>) | null = null;
  return {
    publish(userId, n) {
      const payload = JSON.stringify({ userId, n });
      if (!transport || Buffer.byteLength(payload) > MAX_PAYLOAD) return void deliver(userId, n);
      transport.notify(CHANNEL, payload).catch((err: unknown) => {
        log?.warn({ err }, 'notification NOTIFY failed; delivered to this replica only');
        deliver(userId, n);
      });
    },
    subscribe(userId, listener) {
      emitter.on(`user:${userId}`, listener);
      return () => emitter.off(`user:${userId}`, listener);
    },
    async start() {
      if (!transport || stopListening) return;
      stopListening = await transport.listen(CHANNEL, (payload) => {
        try {
          const { userId, n } = JSON.parse(payload) as { userId: string; n: Notification };
          deliver(userId, n);
        } catch (err) {
          log?.warn({ err }, 'unreadable notification payload');
        }
      });
    },
    closeAll() {
      emitter.emit('close');
      void stopListening?.().catch(() => {}); // the database may already be gone
      stopListening = null;
    },
    onClose(listener) {
      emitter.on('close', listener);
      return () => emitter.off('close', listener);
    },
  };
}
