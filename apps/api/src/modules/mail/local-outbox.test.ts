import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { localOutboxOf } from '../../config';
import type { Db } from '../../kernel/db/client';
import { createMailer, localOutboxBlock } from './mailer';

/** Issue 36: a local run prints each mail (links, codes); production never does. */
describe('the local outbox', () => {
  it('is on for npm start (LOCAL_OUTBOX=1) and the test switches, never with SMTP or in production', () => {
    expect(localOutboxOf({ LOCAL_OUTBOX: '1' })).toBe(true);
    expect(localOutboxOf({ DEV_OUTBOX: '1' })).toBe(true);
    expect(localOutboxOf({ MAIL_LOG: '1' })).toBe(true);
    expect(localOutboxOf({})).toBe(false);
    expect(localOutboxOf({ LOCAL_OUTBOX: '1', SMTP_URL: 'smtp://mail.example.com:587' })).toBe(
      false,
    );
    expect(
      localOutboxOf({ LOCAL_OUTBOX: '1', DEV_OUTBOX: '1', MAIL_LOG: '1', NODE_ENV: 'production' }),
    ).toBe(false);
  });

  const mail = {
    to: 'new.colleague@atlas.test',
    subject: 'You are invited',
    text: 'Join: http://localhost:3000/accept-invitation/abc123\n',
  };
  const stubDb = { insert: () => ({ values: async () => undefined }) } as unknown as Db;
  const log = { info: () => undefined } as unknown as FastifyBaseLogger;

  it('prints the whole mail, plainly marked as the local outbox', async () => {
    const printed: string[] = [];
    await createMailer({
      db: stubDb,
      log,
      smtpUrl: null,
      from: 'x@y',
      localOutbox: true,
      print: (t) => printed.push(t),
    }).send(mail);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('LOCAL OUTBOX (not sent');
    expect(printed[0]).toContain('To: new.colleague@atlas.test');
    expect(printed[0]).toContain('http://localhost:3000/accept-invitation/abc123');
    expect(localOutboxBlock(mail, new Date('2026-11-26T10:00:00Z'))).toContain(
      '2026-11-26T10:00:00.000Z',
    );
  });

  it('prints nothing when it is not a local run', async () => {
    const printed: string[] = [];
    await createMailer({
      db: stubDb,
      log,
      smtpUrl: null,
      from: 'x@y',
      localOutbox: false,
      print: (t) => printed.push(t),
    }).send(mail);
    expect(printed).toEqual([]);
  });
});
