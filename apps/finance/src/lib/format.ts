/** Money: the one format of every page (@sp/ui, docs/words.md). */
export { formatMoney } from '@sp/ui';

export const formatNumber = (n: number, language: string) =>
  new Intl.NumberFormat(language).format(n);

/** A percentage given in percent (12.5 for 12.5 %); a dash when there is none. */
export const formatPercent = (percent: number | null, language: string) =>
  percent === null
    ? '—'
    : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
        percent / 100,
      );
