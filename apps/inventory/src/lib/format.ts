/** Money: the one format of every page (@sp/ui, docs/words.md). */
export { formatMoney } from '@sp/ui';

export const formatQty = (n: number, lng: string, signed = false) =>
  new Intl.NumberFormat(lng, signed ? { signDisplay: 'exceptZero' } : {}).format(n);
