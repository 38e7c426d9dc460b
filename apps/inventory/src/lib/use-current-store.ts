import { useAuthStore } from '@sp/shared-auth';

/** The store chosen in the navbar (sent as X-Store-ID), or null for "all stores". */
export const useCurrentStoreId = () => useAuthStore((s) => s.storeId);
