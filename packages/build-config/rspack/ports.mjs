// Dev-server ports: the shell proxies /api and /remotes/<name>/ to these. The modules come
// from the one catalogue, in its order, from 3101 (kept out of the catalogue itself: the
// shell's build must name no remote URL).
import { readFileSync } from 'node:fs';

const catalog = JSON.parse(
  readFileSync(new URL('../../contracts/src/module-catalog.json', import.meta.url), 'utf8'),
);

export const DEV_PORTS = {
  shell: 3000,
  api: 3100,
  ...Object.fromEntries(Object.keys(catalog.modules).map((name, i) => [name, 3101 + i])),
};
