// A CPU box for one process: a cgroup with a CFS quota, the way a container's CPU limit
// holds a replica in production. The scale-out figure asks whether a second replica adds
// what the first one serves; on a 2-core machine that also runs PostgreSQL, the proxy and
// the load generator, one unboxed replica already fills the cores, so the answer would be
// the machine's. In boxes smaller than the machine, two replicas can serve twice what one
// does unless something in the product (a lock, a per-process cache) stops them.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PERIOD_US = 100_000;

// cgroup v2 (one tree, cpu.max) or v1 (the cpu controller's own tree, cfs_quota_us).
function hierarchy() {
  const v2 = '/sys/fs/cgroup';
  if (readIf(join(v2, 'cgroup.controllers'))?.split(/\s+/).includes('cpu')) {
    return {
      root: v2,
      prepare: () => writeFileSync(join(v2, 'cgroup.subtree_control'), '+cpu'),
      limit: (dir, cpus) =>
        writeFileSync(join(dir, 'cpu.max'), `${Math.round(cpus * PERIOD_US)} ${PERIOD_US}`),
    };
  }
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(join(v1, 'cpu.cfs_quota_us'))) {
    return {
      root: v1,
      prepare: () => {},
      limit: (dir, cpus) => {
        writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(Math.round(cpus * PERIOD_US)));
      },
    };
  }
  return null;
}

function readIf(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Puts process `pid` (all its threads) in a box of `cpus` CPUs. Returns `release()`, which
 * moves it back and removes the box, or null with `reason` when this machine does not let
 * the bench make cgroups (not root, not Linux, no cpu controller).
 */
export function boxProcess(pid, cpus, name) {
  const h = hierarchy();
  if (!h) return { release: null, reason: 'no cgroup cpu controller' };
  const dir = join(h.root, `sp-bench-${name}-${process.pid}`);
  try {
    h.prepare();
    mkdirSync(dir, { recursive: true });
    h.limit(dir, cpus);
    writeFileSync(join(dir, 'cgroup.procs'), String(pid));
  } catch (error) {
    return { release: null, reason: `cgroups not writable here (${error.code ?? error.message})` };
  }
  return {
    reason: null,
    release() {
      try {
        writeFileSync(join(h.root, 'cgroup.procs'), String(pid));
      } catch {
        // the process has exited: the box is empty already
      }
      rmdirSync(dir);
    },
  };
}
