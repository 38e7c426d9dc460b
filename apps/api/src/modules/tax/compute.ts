// The computation lives in the contracts (tax-compute.ts): the order form shows the same figures while typing.
export {
  computeOrderTax,
  rateOf,
  spreadDiscount,
  taxOf,
  type TaxSettings as StoreTax,
  type TaxableLine,
} from '@sp/contracts/api';
