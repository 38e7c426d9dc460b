// The ONE list of federation singletons (DESIGN.md section 8).
// Only narrow "faces" are shared: the wide libraries behind them (Chakra, react-router,
// i18next, ky, react-query, zustand, CASL) are bundled inside their face, once, and
// never shared themselves, so the shell does not ship every export they have.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);

/** Workspace faces, by package folder. Their version is the contract a remote states. */
export const FACES = {
  '@sp/ui': 'packages/ui',
  '@sp/router': 'packages/router',
  '@sp/i18n': 'packages/i18n',
  '@sp/shared-auth': 'packages/shared-auth',
  '@sp/http': 'packages/http',
  '@sp/api-client': 'packages/api-client',
  '@sp/contracts': 'packages/contracts',
};

export function faceVersions() {
  return Object.fromEntries(
    Object.entries(FACES).map(([name, dir]) => [
      name,
      JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).version,
    ]),
  );
}

function reactVersion() {
  const pkg = require.resolve('react/package.json', { paths: [join(root, 'apps/shell')] });
  return JSON.parse(readFileSync(pkg, 'utf8')).version;
}

/** The `shared` option of every federated build. */
export function sharedSingletons() {
  const react = reactVersion();
  const reactItem = {
    singleton: true,
    requiredVersion: `^${react.split('.')[0]}.0.0`,
    version: react,
  };
  const shared = {
    react: reactItem,
    'react/jsx-runtime': reactItem,
    'react-dom': reactItem,
    'react-dom/client': reactItem,
  };
  for (const [name, version] of Object.entries(faceVersions())) {
    // A remote built against face x.y needs at least x.y from the shell: faces ship shell-first.
    const [major, minor] = version.split('.');
    shared[name] = { singleton: true, version, requiredVersion: `^${major}.${minor}.0` };
  }
  return shared;
}
