import { EventEmitter } from 'node:events';
import type { Notification } from '@sp/contracts/api';

/**
 * In-process fan-out to the SSE streams of this replica. With several replicas, swap this
 * for PostgreSQL LISTEN/NOTIFY or Redis pub/sub behind the same two methods.
 */
export interface NotificationBus {
  publish(userId: string, notification: Notification): void;
  subscribe(userId: string, listener: (n: Notification) => void): () => void;
  /** Ends every open stream (graceful shutdown). */
  closeAll(): void;
  onClose(listener: () => void): () => void;
}

export function createNotificationBus(): NotificationBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (userId, n) => emitter.emit(`user:${userId}`, n),
    subscribe(userId, listener) {
      emitter.on(`user:${userId}`, listener);
      return () => emitter.off(`user:${userId}`, listener);
    },
    closeAll: () => emitter.emit('close'),
    onClose(listener) {
      emitter.on('close', listener);
      return () => emitter.off('close', listener);
    },
  };
}
