import { randomBytes, randomInt } from 'node:crypto';

// The kernel hashes session tokens too (kernel/http/auth.ts): one function for both.
export { sha256 } from '../../kernel/crypto';

/** Opaque random token for the client; only its hash is stored. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/**
 * `abcd-efgh-ijkm-…`: 24 base32 characters, 120 bits (ASVS 6.5.2: a lookup secret of 112+
 * bits may be stored with a fast hash). Typed from paper, so dashes and case do not count.
 */
export const recoveryCode = () => {
  const chars = [...randomBytes(24)].map((b) => BASE32[b & 31]).join('');
  return chars.match(/.{4}/g)!.join('-');
};
/** The form a recovery code is hashed in: lower case, letters and digits only. */
export const canonicalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
