// `npm start`: installs what is needed, builds everything, starts the API on the embedded
// database with demo data, serving the shell and every remote on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureNodeRuntime, installPackages, pnpm, ROOT, run } from './ensure-tools.mjs';

await ensureNodeRuntime();
console.log(`Starting the back office on Node.js ${process.version}`);
installPackages();
run(pnpm(), ['turbo', 'run', 'build', '--filter=./apps/*'], {
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
});

const port = process.env.PORT ?? '3000';
const server = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  // A local run: mailed links and codes are printed here (the local outbox) and a super
  // admin reads them on the Outbox page; the API never does so with SMTP_URL or in production.
  env: {
    ...process.env,
    PORT: port,
    WEB_ROOT: ROOT,
    DATA_DIR: process.env.DATA_DIR ?? join(ROOT, 'data'),
    LOCAL_OUTBOX: process.env.LOCAL_OUTBOX ?? '1',
    // Whole links in the printed mails, to open from the terminal.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  },
});
waitUntilUp(`http://127.0.0.1:${port}/api/tenant/public`).then(() => {
  console.log(`
  The back office is running: http://localhost:${port}/

  Demo accounts (password demo-Secret-42):
    root@demo.test      super admin (two-step code: see README, "Demo accounts")
    admin@atlas.test    admin, Atlas Seller (marketplace), speaks French
    agent@atlas.test    agent, Atlas Seller
    admin@horizon.test  admin, Horizon Study (agency)
    agent@horizon.test  agent, Horizon Study, speaks Arabic
${
  process.env.SMTP_URL || process.env.NODE_ENV === 'production'
    ? ''
    : `
  Mail is not sent on this local run: each invitation or reset link is printed below as
  "LOCAL OUTBOX", and the super admin reads them at http://localhost:${port}/admin/outbox.
`
}`);
});

async function waitUntilUp(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
