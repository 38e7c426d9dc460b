// The frozen shape lives beside its computation in the contracts (tax-compute.ts).
export type { OrderTax } from '@sp/contracts/api';
