import type { ReturnReason } from '@sp/contracts/api';

/** A reason in the reader's language (en when the language has none). */
export const reasonName = (r: Pick<ReturnReason, 'names'>, lng: string) =>
  lng === 'fr' || lng === 'ar' ? r.names[lng] : r.names.en;
