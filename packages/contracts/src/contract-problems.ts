import { auditRecordTypes } from './audit';
import { isUnderBasePath, moduleInfo } from './modules';
import { LANGUAGES, type NavItem, type RemoteModule, type RemoteRoute } from './remote';

function routePaths(routes: RemoteRoute[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.index ? prefix : joinPath(prefix, route.path ?? '');
    return [here, ...routePaths(route.children ?? [], here)];
  });
}

function joinPath(a: string, b: string) {
  if (b.startsWith('/')) return b;
  return `${a.replace(/\/$/, '')}/${b}`;
}

function navItems(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...navItems(item.children ?? [])]);
}

function hasKey(texts: Record<string, unknown>, key: string): boolean {
  let node: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.length > 0;
}

/**
 * What is wrong with a remote's contract: a menu entry leading nowhere, a route outside
 * the remote's base paths, base paths other than the module catalogue's (the shell routes
 * those to "module unavailable" when the remote is down), a route without guard meta, or
 * a text missing in a language. Each remote's test expects an empty list.
 */
export async function contractProblems(remote: RemoteModule): Promise<string[]> {
  const problems: string[] = [];
  const known = moduleInfo(remote.id);
  if (!known)
    problems.push(
      `module ${remote.id} is not in the module catalogue (packages/contracts/src/module-catalog.json)`,
    );
  else if ([...known.basePaths].sort().join() !== [...remote.basePaths].sort().join()) {
    problems.push(
      `base paths ${remote.basePaths.join(', ')} differ from the catalogue's ${known.basePaths.join(', ')}`,
    );
  }
  const paths = routePaths(remote.routes, '/');
  const texts = Object.fromEntries(
    await Promise.all(
      LANGUAGES.map(async (lng) => [lng, await remote.translations[lng]()] as const),
    ),
  );
  for (const path of paths) {
    if (!remote.basePaths.some((base) => isUnderBasePath(path, base))) {
      problems.push(`route ${path} is outside ${remote.basePaths.join(', ')}`);
    }
  }
  const walk = (routes: RemoteRoute[]) => {
    for (const route of routes) {
      const h = route.handle;
      if (route.lazy && !(h?.public || (h?.action && h.subject))) {
        problems.push(`route ${route.path ?? '(index)'} has no ability in its handle`);
      }
      if (h?.titleKey) keys.add(h.titleKey);
      walk(route.children ?? []);
    }
  };
  const keys = new Set<string>();
  walk(remote.routes);
  for (const item of navItems(remote.nav)) {
    keys.add(item.labelKey);
    if (item.to && !paths.some((p) => matches(p, item.to!)))
      problems.push(`nav ${item.id} leads to no route`);
  }
  // The audit record types it registered are named in its own texts (audit.ts).
  for (const type of auditRecordTypes()) if (type.ns === remote.id) keys.add(type.labelKey);
  for (const key of keys) {
    for (const lng of LANGUAGES) {
      if (!hasKey(texts[lng] ?? {}, key)) problems.push(`text ${key} is missing in ${lng}`);
    }
  }
  return problems;
}

function matches(pattern: string, path: string) {
  const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+').replace(/\/\*$/, '(/.*)?')}$`);
  return re.test(path);
}
