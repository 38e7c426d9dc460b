import type { FulfillmentAgent, FulfillmentAgentBody } from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { fromMinor, toMinor } from '../../kernel/money';
import {
  findAgentInTenant,
  insertAgent,
  updateAgent,
  type AgentInsert,
  type AgentRow,
} from './repository';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { iso } from '../users';

export const toAgent = (a: AgentRow): FulfillmentAgent => ({
  id: a.id,
  tenantId: a.tenantId,
  name: a.name,
  kind: a.kind,
  phone: a.phone,
  cities: a.cities,
  deliveryFee: fromMinor(a.deliveryFeeMinor),
  returnFee: fromMinor(a.returnFeeMinor),
  remitEveryDays: a.remitEveryDays,
  remitAccount: a.remitAccount,
  active: a.active,
  createdAt: iso(a.createdAt),
  updatedAt: iso(a.updatedAt),
});

type Body = Partial<Omit<FulfillmentAgentBody, 'remitEveryDays'> & { remitEveryDays: number }>;

function columns(body: Body): Partial<AgentInsert> {
  const { deliveryFee, returnFee, cities, ...rest } = body;
  return {
    ...rest,
    ...(cities ? { cities: [...new Set(cities)] } : {}),
    ...(deliveryFee !== undefined ? { deliveryFeeMinor: toMinor(deliveryFee) } : {}),
    ...(returnFee !== undefined ? { returnFeeMinor: toMinor(returnFee) } : {}),
  };
}

const snapshot = (a: AgentRow) => {
  const { id: _id, tenantId: _t, createdAt: _c, updatedAt: _u, ...rest } = toAgent(a);
  return rest;
};

export async function createAgent(deps: Deps, auth: AuthContext, body: Body) {
  return deps.db.transaction(async (tx) => {
    const row = await insertAgent(tx, {
      ...(columns(body) as AgentInsert),
      tenantId: auth.tenant.id,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'create',
      recordType: 'FulfillmentAgent',
      recordId: row.id,
      before: null,
      after: snapshot(row),
    });
    return toAgent(row);
  });
}

export async function editAgent(deps: Deps, auth: AuthContext, id: string, body: Body) {
  return deps.db.transaction(async (tx) => {
    const before = await findAgentInTenant(tx, auth.tenant.id, id);
    if (!before) throw notFound('Fulfillment agent');
    const after = await updateAgent(tx, id, columns(body));
    const action =
      body.active === false && before.active
        ? 'deactivate'
        : body.active && !before.active
          ? 'reactivate'
          : 'update';
    await recordAudit(tx, actorOf(auth), {
      action,
      recordType: 'FulfillmentAgent',
      recordId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return toAgent(after);
  });
}
