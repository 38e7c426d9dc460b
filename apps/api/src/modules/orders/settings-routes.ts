import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSettingsBodySchema, orderSettingsSchema } from '@sp/contracts/api';
import { recordAudit } from '../audit';
import { actorOf } from './service';
import { orderSettingsOf, saveOrderSettings } from './settings';

const tags = ['orders'];

/** /api/orders/settings: the tenant's order rules (backorders, returner risk, cost for agents). */
export const orderSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/settings', {
    config: { can: ['read', 'Order'] },
    schema: { tags, response: { 200: orderSettingsSchema } },
    handler: (request) => orderSettingsOf(db, request.caller.tenant.id),
  });

  app.put('/settings', {
    config: { can: ['manage', 'Order'] },
    schema: { tags, body: orderSettingsBodySchema, response: { 200: orderSettingsSchema } },
    handler: (request) =>
      db.transaction(async (tx) => {
        const before = await orderSettingsOf(tx, request.caller.tenant.id);
        const after = await saveOrderSettings(tx, request.caller.tenant.id, request.body);
        await recordAudit(tx, actorOf(request.caller), {
          action: 'update',
          recordType: 'Order',
          recordId: request.caller.tenant.id,
          before,
          after,
        });
        return after;
      }),
  });
};
