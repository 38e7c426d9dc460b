import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, isNotNull, not, like, or, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../kernel/db/client';
import type { Config } from '../../config';
import { users } from '../users';

/**
 * TOTP secrets at rest: AES-256-GCM with a key from TOTP_ENCRYPTION_KEY (base64, 32 bytes).
 * Without it, a key file in the data folder (created once, owner-only permissions), so a
 * copied database alone does not give away second factors. Stored as `enc:v1:iv:tag:data`;
 * a secret still in clear (older rows, the demo seed) is read as is and encrypted at start.
 */

const PREFIX = 'enc:v1:';
const KEY_FILE = 'totp-encryption.key';

export function resolveTotpKey(config: Config, log?: FastifyBaseLogger, forTests = false): string {
  if (config.totpEncryptionKey) {
    if (Buffer.from(config.totpEncryptionKey, 'base64').length !== 32) {
      throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
    }
    return config.totpEncryptionKey;
  }
  // Tests hand over their own database: one fixed key, so several app instances agree.
  if (forTests) return createHash('sha256').update('sp-test-totp-key').digest('base64');
  const file = path.join(config.dataDir, KEY_FILE);
  if (config.databaseUrl) {
    log?.warn(
      `TOTP_ENCRYPTION_KEY is not set: using ${file}. Give every replica the same key through the environment.`,
    );
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  fs.chmodSync(file, 0o600);
  return fs.readFileSync(file, 'utf8').trim();
}

const keyOf = (key: string) => Buffer.from(key, 'base64');

export function sealSecret(key: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join(':');
}

export function openSecret(key: string, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const [iv, tag, data] = stored
    .slice(PREFIX.length)
    .split(':')
    .map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(key), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

/** Encrypts secrets still stored in clear; answers how many. Safe to run on every start. */
export async function sealClearTotpSecrets(db: Db, key: string): Promise<number> {
  const clear = (col: typeof users.totpSecret | typeof users.totpPendingSecret) =>
    and(isNotNull(col), not(like(col, `${PREFIX}%`)));
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(or(clear(users.totpSecret), clear(users.totpPendingSecret)));
  for (const row of rows) {
    const seal = (v: string | null) => (v && !v.startsWith(PREFIX) ? sealSecret(key, v) : v);
    await db
      .update(users)
      .set({ totpSecret: seal(row.secret), totpPendingSecret: seal(row.pending) })
      .where(eq(users.id, row.id));
  }
  return rows.length;
}
