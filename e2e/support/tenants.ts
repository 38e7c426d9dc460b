import type { APIRequestContext } from '@playwright/test';
import { bearer, type Session } from './accounts';

export interface ModuleSetting {
  name: string;
  manifestUrl: string;
}

async function tenantId(request: APIRequestContext, root: Session, slug: string): Promise<string> {
  const res = await request.get('/api/tenants', { headers: bearer(root) });
  if (!res.ok()) throw new Error(`GET /api/tenants: ${res.status()}`);
  const body = await res.json();
  const list: { id: string; slug: string }[] = Array.isArray(body) ? body : body.items;
  const tenant = list.find((t) => t.slug === slug);
  if (!tenant) throw new Error(`no tenant ${slug}`);
  return tenant.id;
}

/** Reads a tenant's module list as its own user sees it. */
export async function modulesOf(
  request: APIRequestContext,
  user: Session,
): Promise<ModuleSetting[]> {
  const res = await request.get('/api/tenant/modules', { headers: bearer(user) });
  return (await res.json()).modules;
}

/** A super admin sets a tenant's modules (names and manifest URLs). */
export async function setModules(
  request: APIRequestContext,
  root: Session,
  slug: string,
  modules: ModuleSetting[],
) {
  const id = await tenantId(request, root, slug);
  const res = await request.put(`/api/tenants/${id}/modules`, {
    headers: bearer(root),
    data: { modules },
  });
  if (!res.ok()) throw new Error(`PUT modules: ${res.status()} ${await res.text()}`);
}
