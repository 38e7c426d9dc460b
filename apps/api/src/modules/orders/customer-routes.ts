import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerByPhoneQuerySchema,
  customerByPhoneResponseSchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerSchema,
  idParamsSchema,
} from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import {
  findCustomer,
  findCustomerByPhone,
  listCustomerRows,
  returnerRisks,
  summariesOf,
} from './customers';
import { listOrders } from './repository';
import { actorOf } from './service';
import { orderSettingsOf } from './settings';
import { toSummary } from './views';

const tags = ['customers'];

/**
 * /api/customers: the buyers behind the orders (issue 30.4). Read with the orders' right
 * (read Order): a customer is what the order desk knows of a buyer, nothing apart. Counts
 * and orders are those of the stores the caller may use.
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      querystring: customerListQuerySchema,
      response: { 200: customerListResponseSchema },
    },
    handler: async (request) => {
      const scope = actorOf(request.caller);
      const q = request.query;
      const { rows, total } = await listCustomerRows(db, scope, q);
      const items = await summariesOf(db, scope, await orderSettingsOf(db, scope.tenantId), rows);
      return {
        items: items.map(({ address: _a, ...c }) => c),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.get('/by-phone', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      querystring: customerByPhoneQuerySchema,
      response: { 200: customerByPhoneResponseSchema },
    },
    handler: async (request) => {
      const scope = actorOf(request.caller);
      const row = await findCustomerByPhone(db, scope.tenantId, request.query.phone);
      if (!row) return { customer: null };
      const [customer] = await summariesOf(db, scope, await orderSettingsOf(db, scope.tenantId), [
        row,
      ]);
      // A buyer known only from stores the caller may not use stays unknown to them.
      return { customer: customer!.ordersCount ? customer! : null };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'Order'] },
    schema: { tags, params: idParamsSchema, response: { 200: customerSchema } },
    handler: async (request) => {
      const scope = actorOf(request.caller);
      const row = await findCustomer(db, scope.tenantId, request.params.id);
      const settings = await orderSettingsOf(db, scope.tenantId);
      const [customer] = row ? await summariesOf(db, scope, settings, [row]) : [];
      if (!customer?.ordersCount) throw notFound('Customer');
      const { items } = await listOrders(db, scope, {
        customerId: customer.id,
        page: 1,
        pageSize: 100,
      });
      const risk = await returnerRisks(db, scope, settings, [customer.id]);
      return {
        ...customer,
        orders: items.map((r) => toSummary(r, r.agentName, risk(r.customerId))),
      };
    },
  });
};
