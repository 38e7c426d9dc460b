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
 * The block a local run prints for each mail: plainly the local outbox (nothing was sent),
 * so a newcomer can follow an invitation or reset link from `npm start`'s output.
 */
export function localOutboxBlock(mail: Mail, at = new Date()): string {
  const rule = '-'.repeat(72);
  return [
    `${rule}`,
    `LOCAL OUTBOX (not sent: no SMTP_URL on this local run) ${at.toISOString()}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    '',
    mail.text.trimEnd(),
    `${rule}`,
  ].join('\n');
}

/**
 * SMTP when configured; otherwise the outbox table. On a local run (`localOutbox`, never
 * with SMTP or in production: config.ts) each mail is also printed with its links and
 * codes; otherwise only its subject is logged.
 */
export function createMailer(opts: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | null;
  from: string;
  localOutbox?: boolean;
  print?: (text: string) => void;
}): Mailer {
  const print = opts.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
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
      // Printed, not logged: the log's default level is warn, and this is for a person to read.
      if (opts.localOutbox) print(localOutboxBlock(mail));
      else
        opts.log.info({ mail: { subject: mail.subject } }, 'mail kept in the outbox (no SMTP_URL)');
    },
  };
}
