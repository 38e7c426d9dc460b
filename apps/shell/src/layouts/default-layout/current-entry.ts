import type { MenuEntry } from '../../federation/module-nav';

/**
 * Whether `pathname` is the entry's page or below it, matched like the router's NavLink
 * (whole segments, case-insensitive; /dashboard only exactly, as MenuLink says `end`).
 */
function linksHere(to: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = to.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === target) return true;
  if (target === '/dashboard' || target === '/') return false;
  return path.startsWith(`${target}/`);
}

/** The entry leads to the current page, itself or through one of its children (groups). */
export function isCurrentEntry(entry: MenuEntry, pathname: string): boolean {
  if (entry.to && linksHere(entry.to, pathname)) return true;
  return entry.children?.some((child) => isCurrentEntry(child, pathname)) ?? false;
}
