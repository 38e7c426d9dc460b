import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  tenantId?: string | null;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when configured; otherwise the outbox table plus a log line with the link or code. */
export function createMailer(opts: { db: Db; log: FastifyBaseLogger; smtpUrl: string | null; from: string }): Mailer {
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
      opts.log.info({ mail: { to: mail.to, subject: mail.subject } }, `[outbox] ${mail.text}`);
    },
  };
}
