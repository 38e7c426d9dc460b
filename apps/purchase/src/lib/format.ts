/** Money: the one format of every page (@sp/ui, docs/words.md). */
export { formatMoney } from '@sp/ui';

export const formatNumber = (n: number, language: string) =>
  new Intl.NumberFormat(language).format(n);
