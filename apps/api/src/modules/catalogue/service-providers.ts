import type { Db, Tx } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import type { ServiceRow } from './service-repository';
import { toService } from './views';

/** A party that may bill a cost service: one of the tenant's suppliers. */
export interface ServiceProvider {
  name: string;
  active: boolean;
}

/**
 * How the catalogue finds a service's provider, handed in by the purchase module at its door
 * (suppliers are purchase's; purchase sits above the catalogue, so the catalogue never imports it).
 */
export interface ProviderPort {
  findProvider(db: Db | Tx, tenantId: string, id: string): Promise<ServiceProvider | null>;
  findProviders(
    db: Db | Tx,
    tenantId: string,
    ids: string[],
  ): Promise<(ServiceProvider & { id: string })[]>;
}

let port: ProviderPort | null = null;
export const provideServiceProviders = (p: ProviderPort) => {
  port = p;
};

const refused = (message: string, code = 'provider_invalid') =>
  new AppError(422, code, message, [{ path: 'providerId', message }]);

/**
 * A cost service's provider is one of the tenant's active suppliers (another tenant's id is
 * simply not found); a service billed to buyers (`charge`) has none.
 */
export async function checkProvider(
  db: Db | Tx,
  tenantId: string,
  providerId: string | null | undefined,
  direction: string,
) {
  if (!providerId) return;
  if (direction !== 'cost') throw refused('Only a cost service is billed by a provider');
  if (!port) throw new Error('The purchase module did not provide service providers');
  const party = await port.findProvider(db, tenantId, providerId);
  if (!party) throw refused('This supplier does not exist');
  if (!party.active) throw refused(`${party.name} is deactivated`, 'supplier_inactive');
}

/** Services as the API shows them: each with its provider's name, read in one query. */
export async function servicesShown(db: Db | Tx, tenantId: string, rows: ServiceRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.providerId ? [r.providerId] : [])))];
  if (ids.length && !port) throw new Error('The purchase module did not provide service providers');
  const names = new Map(
    (ids.length ? await port!.findProviders(db, tenantId, ids) : []).map((p) => [p.id, p.name]),
  );
  return rows.map((r) => toService(r, r.providerId ? (names.get(r.providerId) ?? null) : null));
}
