import { z } from 'zod';

/**
 * Text-direction overrides, embeddings and isolates (U+202A-202E, U+2066-2069) and control
 * characters: a name holding them can display as someone else's ("\u202Egnp.exe").
 * Marks (U+200E/200F, U+061C) stay allowed: they do not reorder what follows.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const unsafeDisplayCharacters = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
export const DISPLAY_TEXT_MESSAGE = 'Remove control or text-direction characters';

/** Whether a name, title or label may be shown as it is (the one display-text rule). */
export const isSafeDisplayText = (value: string) => !unsafeDisplayCharacters.test(value);

/**
 * The one display-text rule for every name people see in lists and documents (customers,
 * leads, agencies, tasks, suppliers, products, stores, couriers, users), through forms and
 * imports alike: `displayText(z.string().trim().min(1).max(120))`.
 */
export const displayText = <T extends z.ZodType<string | null | undefined>>(schema: T) =>
  schema.refine((v) => v == null || isSafeDisplayText(v), DISPLAY_TEXT_MESSAGE);

/** A required display name of at most `max` characters, trimmed. */
export const displayNameSchema = (max = 120) => displayText(z.string().trim().min(1).max(max));

// --- Remote manifest URLs (issue 33, item 4) -------------------------------------------

/** Hosts a plain-http manifest may come from: a developer's own machine (and the e2e suite). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * Why a remote's manifest URL is refused, or null when it may be stored: a path on the
 * page's own origin (`/remotes/x/mf-manifest.json`), or an absolute `https://host[:port]/...`
 * (http only for localhost / 127.0.0.1). No wildcard, no `;`, `,`, quotes, spaces or
 * backslashes, no user info: its origin goes verbatim into the page's CSP header.
 */
export function manifestUrlProblem(raw: string): string | null {
  if (raw.length > 2048) return 'At most 2048 characters';
  if (/[\s;,'"*\\<>`^{}|]/.test(raw) || !isSafeDisplayText(raw))
    return 'No spaces, quotes, wildcards, ; or , in a manifest URL';
  if (raw.startsWith('/')) return raw.startsWith('//') ? 'A path starts with a single /' : null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Must be an https URL or a path starting with /';
  }
  const plainHttpAllowed = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !plainHttpAllowed)
    return 'Must be an https URL (http only for localhost)';
  if (url.username || url.password) return 'No user name or password in a manifest URL';
  const host = url.hostname.startsWith('[') ? url.hostname : url.hostname.toLowerCase();
  if (!LOOPBACK_HOSTS.has(host) && !hostPattern.test(host)) return 'Not a valid host name';
  if (!raw.toLowerCase().startsWith(`${url.protocol}//${url.host}`.toLowerCase()))
    return 'Not a plain URL';
  return null;
}

/** The CSP source of an absolute manifest URL (`https://cdn.example.com`), or null when it has none or is refused. */
export function manifestOrigin(raw: string | null | undefined): string | null {
  if (!raw || raw.startsWith('/') || manifestUrlProblem(raw)) return null;
  return new URL(raw).origin;
}

/** An origin given on its own (REMOTE_ORIGINS): the same rule, with nothing after the port. */
export function isPlainOrigin(raw: string): boolean {
  return !manifestUrlProblem(raw) && !raw.startsWith('/') && new URL(raw).origin === raw;
}

export const manifestUrlSchema = z.string().superRefine((v, ctx) => {
  const problem = manifestUrlProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
