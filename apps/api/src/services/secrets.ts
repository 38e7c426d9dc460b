import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Opaque random token for the client; only its hash is stored. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** `abcd-ef12` style: easy to type from paper. */
export const recoveryCode = () => {
  const hex = randomBytes(4).toString('hex');
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
};
