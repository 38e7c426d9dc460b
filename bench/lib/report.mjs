// Prints the rows as a table and saves the whole run as JSON.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';

const round2 = (x) => Math.round(x * 100) / 100;
export const loadNow = () => round2(loadavg()[0]);

/** The machine's CPU counters (Linux /proc/stat, all cores): total, idle and stolen ticks. */
function cpuTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    // user nice system idle iowait irq softirq steal
    return { total: n.slice(0, 8).reduce((a, b) => a + b, 0), idle: n[3] + n[4], steal: n[7] };
  } catch {
    return null; // not Linux
  }
}

/**
 * CPU time (ms, user + system, all its threads) that process `pid` has used so far, from
 * /proc/<pid>/stat (clock ticks of 10 ms, USER_HZ 100); 0 once it has ended or off Linux.
 */
export function processCpuMs(pid) {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * Starts a count of the machine's CPU; the function it returns gives, since then, the
 * share (percent, all cores) left idle and the share the host took from this VM
 * (`vmstat`'s "st"), or null where unknown. Idle near 0 says the cores were full (a second
 * replica cannot add throughput); a stall of the host stops the product and its floor
 * alike, and decides a 5 s p99.
 */
export function cpuSince() {
  const start = cpuTicks();
  return () => {
    const end = cpuTicks();
    if (!start || !end || end.total === start.total) return null;
    const share = (k) => Math.round((1000 * (end[k] - start[k])) / (end.total - start.total)) / 10;
    return { idle: share('idle'), steal: share('steal') };
  };
}

const COLUMNS = ['case', 'metric', 'value', 'unit', 'baseline', 'ratio', 'budget', 'ok', 'note'];

const cell = (row, key) => {
  const v = row[key];
  if (v == null) return key === 'value' ? '-' : '';
  if (key === 'ok') return v ? 'yes' : 'NO';
  return String(v);
};

export function printTable(rows) {
  const widths = COLUMNS.map((c) =>
    Math.max(c.length, ...rows.map((r) => Math.min(cell(r, c).length, 70))),
  );
  const line = (vals) =>
    vals
      .map((v, i) => v.slice(0, 70).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(line(COLUMNS));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(COLUMNS.map((c) => cell(r, c))));
}

/** bench/results/<ISO date-time>.json; the time is in the name so runs never overwrite. */
export function saveResults(dir, { startedAt, durationMs, loadBefore, cases, rows, incidents }) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = {
    node: process.versions.node,
    platform: `${process.platform} ${process.arch}`,
    cpus: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    // 1-minute load average before and after: above the core count, other work competed.
    load: { before: loadBefore, after: round2(loadavg()[0]) },
  };
  writeFileSync(
    file,
    `${JSON.stringify({ startedAt, durationMs, machine, cases, incidents, rows }, null, 2)}\n`,
  );
  return file;
}
