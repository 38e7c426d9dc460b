// Installs what the two commands need on a machine that has only Node.js and npm:
// Node.js 24 (node-runtime.mjs: the pinned binary from the npm registry, in .tools/, when
// this Node is older), pnpm 10 (from PATH, or installed into .tools/ and put first on
// PATH), the workspace's packages, and (with --browser) Debian's Chromium for the browser
// tests. `node scripts/ensure-tools.mjs --exec <pnpm args…>` then runs pnpm with
// those arguments on the same Node (`pnpm dev` uses it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureNodeRuntime, pathFirst, ROOT } from './node-runtime.mjs';

export { ensureNodeRuntime, ROOT };
const PNPM_VERSION = '10.34.9';
const LOCAL_PNPM = join(ROOT, '.tools/node_modules/.bin/pnpm');

function works(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${r.status}`);
}

/**
 * The pnpm to use: pnpm 10 from PATH, else the one installed into .tools/ (once). Its folder
 * goes first on PATH, because turbo (and pnpm's own scripts) start the package manager by
 * name; a global `npm install -g` is not used, since under the pinned Node it lands in that
 * binary's own prefix, which is on no PATH.
 */
export function pnpm() {
  if (!existsSync(LOCAL_PNPM)) {
    if (works('pnpm', ['--version'])?.startsWith('10.')) return 'pnpm';
    console.log(`Installing pnpm ${PNPM_VERSION} into .tools/…`);
    run('npm', ['install', '--no-save', '--prefix', join(ROOT, '.tools'), `pnpm@${PNPM_VERSION}`]);
  }
  process.env.PATH = pathFirst(dirname(LOCAL_PNPM), process.env.PATH);
  return LOCAL_PNPM;
}

export function installPackages() {
  run(pnpm(), ['install', '--frozen-lockfile', '--prefer-offline']);
}

/** Debian's Chromium: test tools cannot download a browser here (DEVELOPERS.md). */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Installing Debian chromium for the browser tests…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', 'chromium');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureNodeRuntime();
  installPackages();
  if (process.argv.includes('--browser')) ensureChromium();
  const exec = process.argv.indexOf('--exec');
  if (exec > 0) {
    const child = spawn(pnpm(), process.argv.slice(exec + 1), { stdio: 'inherit', cwd: ROOT });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => process.exit(code ?? 1));
  }
}
