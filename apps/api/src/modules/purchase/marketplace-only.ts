import type { FastifyRequest } from 'fastify';
import { notFound } from '../../kernel/errors';
import { requireAuth } from '../../kernel/types';

/** Purchasing belongs to the marketplace reading (C1): an agency tenant has none to see. */
export const marketplaceOnly = (what: string) => async (request: FastifyRequest) => {
  if (requireAuth(request.auth).tenant.kind !== 'marketplace') throw notFound(what);
};
