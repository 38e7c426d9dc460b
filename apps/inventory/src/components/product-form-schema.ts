import { productBodySchema } from '@sp/contracts/api';
import type { z } from 'zod';

/** The create/edit form is the contract's body; a PATCH sends the same fields. */
export const productFormSchema = productBodySchema;
export type ProductFormValues = z.input<typeof productFormSchema>;
