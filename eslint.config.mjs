// Lint rules that keep the layout (DESIGN.md section 5 and 8): no app imports another
// app, no deep imports into a package's src, no cycles, and the wide libraries are
// reached only through their face package.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The remotes come from the one module catalogue.
const CATALOG = JSON.parse(readFileSync(new URL('./packages/contracts/src/module-catalog.json', import.meta.url), 'utf8'));
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

/** A page folder imports no other page's folder: what two pages share goes in components/ or lib/. */
const NO_CROSS_PAGE = [
  {
    regex: '^\\.\\./(?!\\.\\./)[^/]+/',
    message: 'A page never imports another page: move what they share to src/components or src/lib.',
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Apps: the face rules, plus the API may use CASL itself (it builds the rules server-side).
  ...APPS.filter((a) => a !== 'api').map((a) => faceRules(`apps/${a}`, [`apps/${a}/**/*.{ts,tsx}`])),
  ...APPS.filter((a) => a !== 'api').map((a) => faceRules(`apps/${a}`, [`apps/${a}/src/routes/*/**/*.{ts,tsx}`], NO_CROSS_PAGE)),
  {
    files: ['apps/api/**/*.ts'],
    rules: {
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
  ...['ui', 'router', 'i18n', 'http', 'api-client', 'shared-auth', 'contracts', 'dev-host', 'page-kit'].map((p) =>
    faceRules(`packages/${p}`, [`packages/${p}/**/*.{ts,tsx}`]),
  ),
);
