import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { oneQueryAtATime } from './one-query-at-a-time';

/** A stand-in connection that notes how many queries it runs at once (a real one allows one). */
function connection() {
  const log: string[] = [];
  let running = 0;
  let most = 0;
  const client = {
    query(text: unknown, ...rest: unknown[]) {
      if (typeof (text as { submit?: unknown }).submit === 'function') return 'stream';
      if (typeof rest.at(-1) === 'function') return 'callback';
      running++;
      most = Math.max(most, running);
      log.push(`${String(text)}>`);
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          running--;
          log.push(`<${String(text)}`);
          if (text === 'fail') reject(new Error('syntax error'));
          else resolve({ rows: [text] });
        }, 5),
      );
    },
  };
  oneQueryAtATime(client as unknown as pg.ClientBase);
  const query = (text: unknown, ...rest: unknown[]) =>
    (client.query as (...a: unknown[]) => unknown)(text, ...rest);
  return { query, log, most: () => most };
}

describe('one query at a time per connection', () => {
  it('runs queries asked for together one after the other, in order, each with its result', async () => {
    const c = connection();
    const results = await Promise.all(['a', 'b', 'c'].map((t) => c.query(t)));
    expect(results).toEqual([{ rows: ['a'] }, { rows: ['b'] }, { rows: ['c'] }]);
    expect(c.log).toEqual(['a>', '<a', 'b>', '<b', 'c>', '<c']);
    expect(c.most()).toBe(1);
  });

  it('a failed query fails alone; the next still runs', async () => {
    const c = connection();
    const [failed, next] = await Promise.allSettled([c.query('fail'), c.query('b')]);
    expect(failed.status).toBe('rejected');
    expect(next).toEqual({ status: 'fulfilled', value: { rows: ['b'] } });
  });

  it('lets streams and callback-style calls through untouched', () => {
    const c = connection();
    expect(c.query({ submit: () => undefined })).toBe('stream');
    expect(c.query('x', [], () => undefined)).toBe('callback');
  });
});
