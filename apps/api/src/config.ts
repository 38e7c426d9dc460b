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
  /**
   * Failed sign-ins per (address, client) pair before each further try waits a growing
   * delay (1 s, 2 s, 4 s … up to maxDelaySeconds); perClient: the same across addresses.
   */
  loginThrottle: { freeFailures: number; perClientFailures: number; maxDelaySeconds: number };
  /** Whole request received within (ms), and an idle connection closed after (ms). */
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  /** Base64 32-byte key encrypting TOTP secrets at rest (TOTP_ENCRYPTION_KEY); else a key file. */
  totpEncryptionKey: string | null;
  /**
   * A local run's outbox (`npm start` sets LOCAL_OUTBOX=1; DEV_OUTBOX=1 and MAIL_LOG=1 too):
   * each mail's text (links, codes) is printed in the output, marked as the local outbox, and
   * a super admin reads the outbox at GET /api/dev/outbox. Never with SMTP_URL or in
   * production (NODE_ENV=production), whatever else is set (localOutboxOf).
   */
  localOutbox: boolean;
  /** Absolute base of links in mails; relative links when empty. */
  publicUrl: string;
  /** Background jobs (kernel/jobs): run them in this process, poll interval, lease length. */
  jobs: { worker: boolean; pollMs: number; leaseMs: number; concurrency: number };
  /** How long a report request waits for its job before answering 202 to poll (kernel/report-runs.ts). */
  reportWaitMs: number;
  /** Graceful shutdown: how long in-flight requests and running jobs may take to finish. */
  shutdownGraceMs: number;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

/** Whether this is a local run whose mail may be shown (see Config.localOutbox). */
export function localOutboxOf(env: NodeJS.ProcessEnv): boolean {
  if (env.SMTP_URL || env.NODE_ENV === 'production') return false;
  return env.LOCAL_OUTBOX === '1' || env.DEV_OUTBOX === '1' || env.MAIL_LOG === '1';
}

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
    // Quiet by default: warnings and errors. LOG_LEVEL=info logs every request.
    logLevel: env.LOG_LEVEL || 'warn',
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    loginRateLimit: { max: int(env.LOGIN_RATE_LIMIT, 20), windowMs: 60_000 },
    loginThrottle: {
      freeFailures: int(env.LOGIN_FREE_FAILURES, 5),
      perClientFailures: int(env.LOGIN_CLIENT_FAILURES, 100),
      maxDelaySeconds: int(env.LOGIN_MAX_DELAY_SECONDS, 900),
    },
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
    connectionTimeoutMs: int(env.CONNECTION_TIMEOUT_MS, 75_000),
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY || null,
    localOutbox: localOutboxOf(env),
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/$/, ''),
    jobs: {
      worker: env.JOB_WORKER !== '0',
      pollMs: int(env.JOB_POLL_MS, 1000),
      leaseMs: int(env.JOB_LEASE_MS, 30_000),
      concurrency: int(env.JOB_CONCURRENCY, 2),
    },
    reportWaitMs: int(env.REPORT_WAIT_MS, 1000),
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 10_000),
  };
}
