/** Money: the one format of every page (@sp/ui, docs/words.md). */
export { formatMoney } from '@sp/ui';
