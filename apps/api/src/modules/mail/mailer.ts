import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../kernel/db/client';
import { outbox } from './tables';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  tenantId?: string | null;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when configured; otherwise the outbox table. The mail's text (links, codes) goes to
 * the log only when asked (`logText`: MAIL_LOG=1 or DEV_OUTBOX=1), never by default.
 */
export function createMailer(opts: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | null;
  from: string;
  logText?: boolean;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      await opts.db.insert(outbox).values({
        tenantId: mail.tenantId ?? null,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
      if (opts.logText) opts.log.info({ mail: { to: mail.to, subject: mail.subject } }, `[outbox] ${mail.text}`);
      else opts.log.info({ mail: { subject: mail.subject } }, 'mail kept in the outbox (no SMTP_URL)');
    },
  };
}
