/**
 * @sp/page-kit: what a remote's pages are made of. Bundled into each remote (it is NOT a
 * federation singleton), so a remote ships a change to it alone; only the pages that use a
 * piece load it (never /login). See docs/remote-kit.md.
 */
export { PageHeader } from './page-header';
export type { PageHeaderProps } from './page-header';
export { FormDialog } from './form-dialog';
export type { FormDialogProps } from './form-dialog';
export { FormField } from './form-field';
export type { FormFieldProps } from './form-field';
export { useZodForm } from './use-zod-form';
export { zodErrorMap } from './zod-errors';
export { errorMessage, applyServerErrors } from './api-errors';
export { useListQuery } from './use-list-query';
export type { UseListQueryOptions } from './use-list-query';
export { lazyPart, preloadOn, usePreloadWhenIdle } from './lazy-part';
export type { LazyPart } from './lazy-part';
export { useKitTranslation, useRouteNamespace, ensureKitTexts } from './kit-translation';
export { KIT_NS, kitTexts } from './texts';
export { ExportButtons } from './export-buttons';
export { ReportPending } from './report-pending';
export type { ExportButtonsProps } from './export-buttons';
export { fileDay, saveBlob } from './download';
export { Facts } from './facts';
export type { FactsProps } from './facts';
export { AsyncPicker } from './async-picker';
export type { AsyncPickerProps, PickerPage, PickerSource } from './async-picker';
export { FilterPicker } from './filter-picker';
export type { FilterPickerProps } from './filter-picker';
export { useStores, useStoreShown } from './stores';
export { useRowSelection } from './use-row-selection';
export type { RowSelection } from './use-row-selection';
export { useLineItems, LineTable, ProductSearch, MoneyRows, formatMinor } from './line-items';
export type {
  LineItem,
  LineItems,
  LineColumn,
  LineInputColumn,
  LineValueColumn,
  LineTableProps,
  PickableProduct,
  ProductSearchProps,
  MoneyRow,
} from './line-items';
