// Lint rules that keep the layout (DESIGN.md section 5 and 8): no app imports another
// app, no deep imports into a package's src, no cycles, and the wide libraries are
// reached only through their face package.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The remotes come from the one module catalogue.
const CATALOG = JSON.parse(
  readFileSync(new URL('./packages/contracts/src/module-catalog.json', import.meta.url), 'utf8'),
);
const APPS = ['shell', ...Object.keys(CATALOG.modules), 'api'];

/** Wide libraries and the one package allowed to import each. */
const FACES = [
  { libs: ['@chakra-ui/react', '@chakra-ui/react/*', '@emotion/react'], face: 'packages/ui' },
  { libs: ['react-router', 'react-router-dom'], face: 'packages/router' },
  { libs: ['i18next', 'react-i18next'], face: 'packages/i18n' },
  { libs: ['ky'], face: 'packages/http' },
  { libs: ['@tanstack/react-query'], face: 'packages/api-client' },
  { libs: ['@casl/ability', '@casl/react'], face: 'packages/shared-auth' },
];

const restrictedFor = (dir, extra = []) => [
  ...extra,
  ...FACES.filter((f) => !dir.startsWith(f.face)).map((f) => ({
    group: f.libs,
    message: `Import this through its face (${f.face}), so the app shares one instance.`,
  })),
  { group: ['@sp/*/src', '@sp/*/src/*'], message: 'Import a package by its name, not its src.' },
];

const faceRules = (dir, files, extra) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: restrictedFor(dir, extra) }] },
});

/**
 * The API's layers and doors (docs/adding-a-feature.md): the kernel imports no module; a
 * module enters another only through its index.ts (its door). Paths are resolved from this
 * file's folder, whichever package runs the lint.
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const API = 'apps/api/src';
const API_MODULES = readdirSync(new URL(`./${API}/modules`, import.meta.url), {
  withFileTypes: true,
})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/**
 * Inside imports not yet through a door, each with why. Empty today: add an entry only with
 * a reason and an issue that removes it. Form: [importing file, imported file], from src/.
 */
const DOOR_ALLOW_LIST = [];
const API_APP_ZONE = {
  target: './apps/api',
  from: './apps',
  except: ['./api'],
  message: 'An app never imports another app: move shared code to packages/.',
};
const apiZones = [
  {
    target: `./${API}/kernel`,
    from: `./${API}/modules`,
    message:
      'The kernel imports no module: let the module hand it what it needs at start-up (see kernel/http/auth.ts CallerSource).',
  },
  ...API_MODULES.flatMap((m) => {
    const others = API_MODULES.filter((o) => o !== m).map((o) => `./${API}/modules/${o}`);
    const message = `Another module is entered only through its door (modules/<name>/index.ts): export what ${m} needs there.`;
    return [
      // Every file but tables.ts: the other module's index.ts only.
      {
        target: `${ROOT}${API}/modules/${m}/**/!(tables).ts`,
        from: others,
        except: ['./index.ts'],
        message,
      },
      // tables.ts may name another module's tables for a foreign key (the migration holds it too).
      {
        target: `./${API}/modules/${m}/tables.ts`,
        from: others,
        except: ['./index.ts', './tables.ts'],
        message,
      },
    ];
  }),
];

/** A page folder imports no other page's folder: what two pages share goes in components/ or lib/. */
const NO_CROSS_PAGE = [
  {
    regex: '^\\.\\./(?!\\.\\./)[^/]+/',
    message:
      'A page never imports another page: move what they share to src/components or src/lib.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'data/**', '**/*.config.*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // An app never imports another app: shared code lives in packages/.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: APPS.map((app) => ({
            target: `./apps/${app}`,
            from: './apps',
            except: [`./${app}`],
            message: 'An app never imports another app: move shared code to packages/.',
          })),
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Apps: the face rules, plus the API may use CASL itself (it builds the rules server-side).
  ...APPS.filter((a) => a !== 'api').map((a) =>
    faceRules(`apps/${a}`, [`apps/${a}/**/*.{ts,tsx}`]),
  ),
  ...APPS.filter((a) => a !== 'api').map((a) =>
    faceRules(`apps/${a}`, [`apps/${a}/src/routes/*/**/*.{ts,tsx}`], NO_CROSS_PAGE),
  ),
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [API_APP_ZONE, ...apiZones] },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@sp/*/src', '@sp/*/src/*'], message: 'Import a package by its name.' },
          ],
        },
      ],
    },
  },
  // A test asserts what the whole API stored, so it may read any module's tables (the
  // kernel's tests start the whole app too).
  {
    files: ['apps/api/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [API_APP_ZONE] }] },
  },
  ...[
    'ui',
    'router',
    'i18n',
    'http',
    'api-client',
    'shared-auth',
    'contracts',
    'dev-host',
    'page-kit',
  ].map((p) => faceRules(`packages/${p}`, [`packages/${p}/**/*.{ts,tsx}`])),
);
