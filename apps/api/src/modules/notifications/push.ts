import { createSign } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface PushMessage {
  title: string;
  body: string;
  data?: Record<string, string>;
}
export interface Pusher {
  send(tokens: string[], message: PushMessage): Promise<void>;
}

interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** OAuth2 access token for FCM from the service account (JWT bearer grant, RS256). */
async function accessToken(sa: ServiceAccount): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: sa.client_email,
    scope: 'https://www.googleapis.com/auth/firebase.messaging',
    aud: 'https://oauth2.googleapis.com/token',
    iat: now,
    exp: now + 3600,
  };
  const unsigned = `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(sa.private_key, 'base64url');
  const res = await fetch(claims.aud, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: `${unsigned}.${signature}`,
    }),
  });
  if (!res.ok) throw new Error(`FCM token request failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * FCM HTTP v1 when FCM_SERVICE_ACCOUNT (the JSON, or a path to it) is set; otherwise a
 * log line, so in-app notifications keep working without Firebase.
 */
export function createPusher(serviceAccount: string | null, log: FastifyBaseLogger): Pusher {
  if (!serviceAccount) {
    return {
      async send(tokens, message) {
        if (tokens.length)
          log.info({ push: message, tokens: tokens.length }, 'push skipped: FCM not configured');
      },
    };
  }
  let cached: { token: string; until: number } | null = null;
  const load = async (): Promise<ServiceAccount> => {
    const raw = serviceAccount.trim().startsWith('{')
      ? serviceAccount
      : await import('node:fs/promises').then((fs) => fs.readFile(serviceAccount, 'utf8'));
    return JSON.parse(raw) as ServiceAccount;
  };
  return {
    async send(tokens, message) {
      const sa = await load();
      if (!cached || cached.until < Date.now()) {
        cached = { token: await accessToken(sa), until: Date.now() + 50 * 60_000 };
      }
      const url = `https://fcm.googleapis.com/v1/projects/${sa.project_id}/messages:send`;
      await Promise.all(
        tokens.map(async (token) => {
          const res = await fetch(url, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${cached!.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              message: {
                token,
                notification: { title: message.title, body: message.body },
                data: message.data,
              },
            }),
          });
          if (!res.ok) log.warn({ status: res.status }, 'FCM send failed');
        }),
      );
    },
  };
}
