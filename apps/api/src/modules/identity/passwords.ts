import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isCommonPassword } from './common-passwords';
import { AppError } from '../../kernel/errors';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

// OWASP: N=2^17, r=8, p=1. SCRYPT_LOG_N lowers N for test runs only (hashes carry their N).
const logN = () => Number(process.env.SCRYPT_LOG_N ?? 17);
const MAXMEM = 256 * 1024 * 1024;

/** `scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>` */
export async function hashPassword(password: string): Promise<string> {
  const n = logN();
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 32, { N: 2 ** n, r: 8, p: 1, maxmem: MAXMEM });
  return ['scrypt', n, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: 2 ** Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password'));

/**
 * Context-specific words (ASVS 6.1.2): the product's and the demo tenants' names, plus the
 * tenant and the address at hand. A password is refused when, without such a word, fewer
 * than 8 characters remain ("Atlas2024!" or "horizon-admin" are guessed first).
 */
export const CONTEXT_WORDS = [
  'backoffice',
  'back-office',
  'seller',
  'marketplace',
  'agency',
  'admin',
  'password',
  'atlas',
  'horizon',
  'demo',
];

function leansOnContextWord(lower: string, words: string[]) {
  return words
    .map((w) => w.toLowerCase().trim())
    .filter((w) => w.length >= 3)
    .some((w) => lower.includes(w) && lower.replaceAll(w, '').length < 8);
}

/** Length is checked by the schema; this refuses the passwords attackers try first. */
export function assertPasswordAllowed(
  password: string,
  email?: string,
  path = 'password',
  context: string[] = [],
) {
  const lower = password.toLowerCase();
  const local = email?.split('@')[0] ?? '';
  const words = [...CONTEXT_WORDS, ...context, local, ...local.split(/[._-]/)];
  if (
    isCommonPassword(lower) ||
    (email && lower === email.toLowerCase()) ||
    leansOnContextWord(lower, words)
  ) {
    throw new AppError(422, 'password_too_common', 'This password is too common', [
      {
        path,
        message:
          'This password is too common or leans on a name of this service or your address; choose another one',
      },
    ]);
  }
}
