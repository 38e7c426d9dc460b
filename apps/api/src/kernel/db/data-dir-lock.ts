import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database is one process's: two processes on one PGlite folder both answer
 * 201 and one of them loses its writes. So the folder is locked with an O_EXCL file naming
 * the process; a lock left by a process that no longer runs (kill -9, power cut) is stale
 * and taken over.
 */
export class DataDirInUseError extends Error {}

interface LockInfo {
  pid: number;
  host: string;
  startedAt: string;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A recycled pid held by something that is not Node is not our API.
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
};

const readLock = (file: string): LockInfo | null => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return null; // half-written or unreadable: treated as stale
  }
};

/** Takes the folder's lock or throws DataDirInUseError naming the folder and the holder. */
export function lockDataDir(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'sp-api.lock');
  const me: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify(me));
      fs.closeSync(fd);
      const release = () => {
        if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    const sameHost = !holder || holder.host === me.host;
    if (
      holder &&
      (!sameHost ||
        (holder.pid !== process.pid && isRunning(holder.pid)) ||
        holder.pid === process.pid)
    ) {
      const where = sameHost ? `process ${holder.pid}` : `process ${holder.pid} on ${holder.host}`;
      throw new DataDirInUseError(
        `The data folder ${dataDir} is in use by another API ${where} (since ${holder.startedAt}). ` +
          `Two processes on one embedded database lose writes: stop that one, or set DATA_DIR to another folder ` +
          `(or DATABASE_URL to share a PostgreSQL between several API processes). If no such process runs, delete ${file}.`,
      );
    }
    fs.rmSync(file, { force: true }); // stale: its process is gone
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}`);
}
