/**
 * Order tags (issue 34's walk-through, docs/adding-a-feature.md): free words staff put on an
 * order ("VIP", "fragile", "هدية"), shown in the list and on the order, and a list filter.
 */
import { z } from 'zod';

/** One tag: trimmed, inner spaces collapsed, 1 to 30 characters, no comma. */
export const orderTagSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1)
      .max(30)
      .regex(/^[^,]+$/, 'tag_format'),
  );

/** PUT /api/orders/:id/tags: the order's whole set (at most 10; the same word twice is one). */
export const orderTagsBodySchema = z.strictObject({
  tags: z.array(orderTagSchema).max(10),
});
export type OrderTagsBody = z.input<typeof orderTagsBodySchema>;

export const orderTagsResponseSchema = z.object({ tags: z.array(z.string()) });

/** GET /api/orders/tags: the tenant's tags in use, most used first (the filter's choices). */
export const orderTagCountsResponseSchema = z.object({
  items: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type OrderTagCount = z.infer<typeof orderTagCountsResponseSchema>['items'][number];

/** On an order of the list and on the order page. */
export const orderTagsFieldsShape = {
  tags: z.array(z.string()).optional(),
};
