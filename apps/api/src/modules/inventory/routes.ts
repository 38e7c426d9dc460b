import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustmentBodySchema,
  movementListQuerySchema,
  movementListResponseSchema,
  movementsResponseSchema,
  stockListQuerySchema,
  stockListResponseSchema,
  stockSummaryResponseSchema,
  transferBodySchema,
} from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { requireAuth } from '../../kernel/types';
import { assertMarketplace, storesInScope } from '../stores';
import { adjustStock, transferStock } from './service';
import { listMovements, listStock, stockSummary } from './stock-repository';
import { seesCost } from '../users';
import { movementCostShown, stockCostShown, toMovement, toStockRow } from './views';

const tags = ['inventory'];

/** Stock per product x store, the ledger, adjustments and transfers of the caller's stores. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('preValidation', async (request) =>
    assertMarketplace(requireAuth(request.auth), 'Inventory'),
  );

  app.get('/', {
    config: { can: ['read', 'Inventory'] },
    schema: { tags, querystring: stockListQuerySchema, response: { 200: stockListResponseSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const q = request.query;
      const storeIds = await storesInScope(db, auth, q.storeId);
      const { items, total } = await listStock(db, { ...q, tenantId: auth.tenant.id, storeIds });
      const shown = await seesCost(db, auth);
      return {
        items: items.map((i) => stockCostShown(toStockRow(i), shown)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.get('/summary', {
    config: { can: ['read', 'Inventory'] },
    schema: { tags, response: { 200: stockSummaryResponseSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const rows = await stockSummary(db, auth.tenant.id, await storesInScope(db, auth));
      const shown = await seesCost(db, auth);
      return {
        items: rows.map(({ valueMinor, ...r }) => ({
          ...r,
          units: Number(r.units),
          lowCount: Number(r.lowCount),
          outCount: Number(r.outCount),
          value: shown ? fromMinor(Number(valueMinor)) : null,
        })),
      };
    },
  });

  app.get('/movements', {
    config: { can: ['read', 'Inventory'] },
    schema: {
      tags,
      querystring: movementListQuerySchema,
      response: { 200: movementListResponseSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const q = request.query;
      const storeIds = await storesInScope(db, auth, q.storeId);
      const { items, total } = await listMovements(db, {
        ...q,
        tenantId: auth.tenant.id,
        storeIds,
      });
      const shown = await seesCost(db, auth);
      return {
        items: items.map((i) => movementCostShown(toMovement(i), shown)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.post('/adjustments', {
    config: { can: ['create', 'Inventory'], idempotent: true },
    schema: { tags, body: adjustmentBodySchema, response: { 201: movementsResponseSchema } },
    handler: async (request, reply) => {
      const auth = requireAuth(request.auth);
      const { items } = await adjustStock(app.deps, auth, request.body);
      const shown = await seesCost(db, auth);
      return reply.code(201).send({ items: items.map((m) => movementCostShown(m, shown)) });
    },
  });

  app.post('/transfers', {
    config: { can: ['create', 'Inventory'], idempotent: true },
    schema: { tags, body: transferBodySchema, response: { 201: movementsResponseSchema } },
    handler: async (request, reply) => {
      const auth = requireAuth(request.auth);
      const { items } = await transferStock(app.deps, auth, request.body);
      const shown = await seesCost(db, auth);
      return reply.code(201).send({ items: items.map((m) => movementCostShown(m, shown)) });
    },
  });
};
