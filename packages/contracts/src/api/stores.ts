import { z } from 'zod';

export const storeSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  marketplace: z.string(),
  country: z.string(),
  currency: z.string(),
  createdAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;
export const storeListResponseSchema = z.object({ items: z.array(storeSchema) });

export const createStoreBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  marketplace: z.string().trim().min(1).max(60),
  country: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 country code, e.g. MA'),
  currency: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 currency code, e.g. MAD'),
});
export type CreateStoreBody = z.infer<typeof createStoreBodySchema>;
