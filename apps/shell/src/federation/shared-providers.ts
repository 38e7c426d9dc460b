/**
 * The federation singletons the shell provides (the build's list is `__SHARED__`, from
 * packages/build-config/rspack/shared.mjs): the very modules the shell runs, so a remote
 * shares their state (the session store, i18next, the query client). Each loads on demand:
 * the sign-in page keeps only the parts of a face it uses.
 */
export const sharedProviders: Record<string, () => Promise<object>> = {
  react: () => import('react').then(commonJs),
  'react/jsx-runtime': () => import('react/jsx-runtime').then(commonJs),
  'react-dom': () => import('react-dom').then(commonJs),
  'react-dom/client': () => import('react-dom/client').then(commonJs),
  '@sp/ui': () => import('@sp/ui'),
  '@sp/router': () => import('@sp/router'),
  '@sp/i18n': () => import('@sp/i18n'),
  '@sp/shared-auth': () => import('@sp/shared-auth'),
  '@sp/http': () => import('@sp/http'),
  '@sp/api-client': () => import('@sp/api-client'),
  '@sp/contracts': () => import('@sp/contracts'),
};

/** A CommonJS package's exports, as a federated build provides them (not an ESM wrapper). */
function commonJs(namespace: object): object {
  return (namespace as { default?: object }).default ?? namespace;
}
