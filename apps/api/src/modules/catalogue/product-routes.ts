import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  productBodySchema,
  productBulkBodySchema,
  productBulkResponseSchema,
  productCategoriesResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  updateProductBodySchema,
} from '@sp/contracts/api';
import { requireAuth } from '../../kernel/types';
import { assertMarketplace, storesInScope } from '../stores';
import { listProducts } from './product-list';
import { listCategories } from './product-repository';
import { bulkProducts, createProduct, editProduct, getProduct } from './product-service';
import { seesCost } from '../users';
import { costShown, toProduct } from './views';

const tags = ['products'];

/** The tenant's products; stock figures over the stores in scope (filter, X-Store-ID, or all the caller's). */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('preValidation', async (request) =>
    assertMarketplace(requireAuth(request.auth), 'Products'),
  );

  app.get('/', {
    config: { can: ['read', 'Product'] },
    schema: {
      tags,
      querystring: productListQuerySchema,
      response: { 200: productListResponseSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const q = request.query;
      const storeIds = await storesInScope(db, auth, q.storeId);
      const { items, total } = await listProducts(db, { ...q, tenantId: auth.tenant.id, storeIds });
      const shown = await seesCost(db, auth);
      return {
        items: items.map((i) => costShown(toProduct(i.product, i), shown)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.get('/categories', {
    config: { can: ['read', 'Product'] },
    schema: { tags, response: { 200: productCategoriesResponseSchema } },
    handler: async (request) => ({
      items: await listCategories(db, requireAuth(request.auth).tenant.id),
    }),
  });

  app.get('/:id', {
    config: { can: ['read', 'Product'] },
    schema: { tags, params: idParamsSchema, response: { 200: productSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      return costShown(
        await getProduct(app.deps, auth, request.params.id, await storesInScope(db, auth)),
        await seesCost(db, auth),
      );
    },
  });

  app.post('/', {
    config: { can: ['create', 'Product'], idempotent: true },
    schema: { tags, body: productBodySchema, response: { 201: productSchema } },
    handler: async (request, reply) => {
      const auth = requireAuth(request.auth);
      return reply
        .code(201)
        .send(
          costShown(await createProduct(app.deps, auth, request.body), await seesCost(db, auth)),
        );
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'Product'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateProductBodySchema,
      response: { 200: productSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      return costShown(
        await editProduct(
          app.deps,
          auth,
          request.params.id,
          request.body,
          await storesInScope(db, auth),
        ),
        await seesCost(db, auth),
      );
    },
  });

  app.post('/bulk', {
    config: { can: ['update', 'Product'] },
    schema: { tags, body: productBulkBodySchema, response: { 200: productBulkResponseSchema } },
    handler: (request) => bulkProducts(app.deps, requireAuth(request.auth), request.body),
  });
};
