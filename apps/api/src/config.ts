import path from 'node:path';

/** Everything the API reads from the environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  demo: boolean;
  webRoot: string | null;
  corsOrigins: string[];
  /** Origins allowed to serve remotes besides 'self' and any https: origin (e.g. http dev hosts). */
  remoteOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  fcmServiceAccount: string | null;
  defaultTenant: string;
  bodyLimit: number;
  logLevel: string;
  sessionTtlHours: number;
  /** Per client address, per window. */
  loginRateLimit: { max: number; windowMs: number };
  /** Consecutive failed sign-ins before the account is locked, and for how long. */
  lockout: { maxFailures: number; minutes: number };
  /** Absolute base of links in mails; relative links when empty. */
  publicUrl: string;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    demo: env.DEMO === '1' || env.DEMO === 'true',
    webRoot: env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : null,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    remoteOrigins: (env.REMOTE_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'SP Back Office <no-reply@localhost>',
    fcmServiceAccount: env.FCM_SERVICE_ACCOUNT || null,
    defaultTenant: env.DEFAULT_TENANT || 'atlas',
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    logLevel: env.LOG_LEVEL || 'info',
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    loginRateLimit: { max: int(env.LOGIN_RATE_LIMIT, 20), windowMs: 60_000 },
    lockout: { maxFailures: int(env.LOCKOUT_FAILURES, 5), minutes: int(env.LOCKOUT_MINUTES, 15) },
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/$/, ''),
  };
}
