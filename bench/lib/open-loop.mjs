// A fixed request rate, spread evenly over each second (open loop): what "p99 at 1,000
// req/s" means in the budgets. autocannon's rate limit is not that: each connection sends
// its share of the second back to back at the start of the second, then waits, so every
// second opens with a burst of `connections` requests in flight; and it corrects for
// coordinated omission with an expected interval of 1 ms whatever the rate, which adds
// a synthetic sample for every millisecond of each response. Its fixed-rate p99 measured
// the burst, inflated.
//
// Here request i is due at start + i / rate. Its latency runs to the last byte of its
// answer from when it was sent, or from when it was DUE if it had to wait for a free
// connection: a server that falls behind pays for the queue (the correction for
// coordinated omission, without synthetic samples), the timer's own lateness (under a
// millisecond) is not counted. Up to
// `sockets` keep-alive connections (as a browser fleet or a proxy would hold); when all
// are busy, a due request waits for one, and that wait counts in its latency.
import { connect } from 'node:net';
import { percentile as pct } from './stats.mjs';

/** One HTTP/1.1 GET after another on a keep-alive socket; parses status and Content-Length. */
class Conn {
  constructor(host, port, onDone) {
    this.busy = false;
    this.buf = Buffer.alloc(0);
    this.onDone = onDone;
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (d) => this.data(d));
    this.socket.on('error', (err) => this.fail(err));
    this.socket.on('close', () => this.fail(new Error('closed')));
  }

  send(request, due) {
    this.busy = true;
    this.due = due;
    this.socket.write(request);
  }

  data(chunk) {
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    const end = this.buf.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buf.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? NaN);
    if (!Number.isFinite(length))
      return this.fail(new Error('no Content-Length (chunked answers are not read here)'));
    if (this.buf.length < end + 4 + length) return;
    this.buf = this.buf.subarray(end + 4 + length);
    this.busy = false;
    this.onDone(this, Number(head.slice(9, 12)), this.due);
  }

  fail(err) {
    if (this.dead) return;
    this.dead = err;
    if (this.busy) this.onDone(this, 0, this.due);
    this.socket.destroy();
  }
}

/**
 * GET `url` at `rate` requests per second for `seconds`. Resolves with the latencies
 * (ms, see above) as p50/p90/p99/max, the rate achieved, non-2xx and errors. `trace`, an
 * array, receives each answer as [when it was sent or due (wall clock, ms), latency].
 */
export function openLoop(url, { rate, seconds = 10, headers = {}, sockets = 50, trace }) {
  const { hostname, port, pathname, search } = new URL(url);
  const lines = [
    `GET ${pathname}${search} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: keep-alive',
  ];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  const total = Math.round(rate * seconds);
  const latencies = [];
  let sent = 0;
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  const idle = [];
  const conns = [];
  const waiting = []; // due times of requests waiting for a socket

  return new Promise((resolve) => {
    const start = performance.now();
    let finished = false;
    const done = (conn, status, due) => {
      if (finished) return;
      answered++;
      if (!status) errors++;
      else {
        latencies.push(performance.now() - due);
        trace?.push([performance.timeOrigin + due, performance.now() - due]);
        if (status < 200 || status > 299) non2xx++;
      }
      if (answered === total) return finish();
      if (conn.dead) return;
      if (waiting.length) conn.send(request, waiting.shift());
      else idle.push(conn);
    };
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out on a free connection, a new one while fewer than
      // `sockets` are open, else it waits for the next answer.
      for (
        let due = start + (sent * 1000) / rate;
        sent < total && due <= now;
        due = start + (sent * 1000) / rate
      ) {
        sent++;
        let conn = idle.pop();
        while (conn?.dead) conn = idle.pop();
        if (!conn && conns.filter((c) => !c.dead).length < sockets)
          conns.push((conn = new Conn(hostname, Number(port), done)));
        if (conn) conn.send(request, performance.now());
        else waiting.push(due);
      }
      if (sent < total)
        setTimeout(tick, Math.max(0, start + (sent * 1000) / rate - performance.now()));
    };
    // An answer that never comes counts as an error, 10 s after the last request was due.
    const guard = setTimeout(
      () => {
        errors += total - answered;
        finish();
      },
      seconds * 1000 + 10_000,
    );
    const finish = () => {
      finished = true;
      clearTimeout(guard);
      for (const c of conns) c.socket.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      const r = (x) => (x == null ? null : Math.round(x * 10) / 10);
      resolve({
        p50: r(pct(sorted, 50)),
        p90: r(pct(sorted, 90)),
        p99: r(pct(sorted, 99)),
        max: r(sorted[sorted.length - 1]),
        achieved: Math.round((answered / (performance.now() - start)) * 1000),
        sockets: conns.length,
        non2xx,
        errors,
      });
    };
    tick();
  });
}
