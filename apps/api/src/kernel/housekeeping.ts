import type { Db } from './db/client';

/**
 * Deletes what a module no longer needs (old mail, stale import files), run hourly by
 * identity's purge with its own sessions and tokens. A module registers its task at its
 * door, so the purge names no other module. Returns how many rows went.
 */
export type HousekeepingTask = (db: Db) => Promise<number>;

const tasks = new Map<string, HousekeepingTask>();

export function registerHousekeeping(name: string, task: HousekeepingTask) {
  tasks.set(name, task);
}

export const housekeepingTasks = () => [...tasks];
