/** How much a column matters when the screen is narrow. */
export type ColumnPriority = 'key';

/** Chakra style props for a column's header and cells on narrow screens. */
export interface NarrowCellProps {
  display?: { base: 'none'; md: 'table-cell' };
  paddingInline?: { base: '1.5'; md: '2' };
}

// md and up keep the 'sm' table's own padding (2); a phone gains a few pixels per column.
const KEY: NarrowCellProps = { paddingInline: { base: '1.5', md: '2' } };
const HIDDEN_BELOW_MD: NarrowCellProps = { display: { base: 'none', md: 'table-cell' } };

/**
 * Below md a phone sees only the 'key' columns (the record, its status, the row actions)
 * instead of a table that scrolls sideways with no hint. A table whose columns name no
 * priority keeps every column as it is, so lists written before priorities existed do not change.
 */
export function narrowCellProps(columns: readonly { priority?: ColumnPriority }[]): NarrowCellProps[] {
  const prioritised = columns.some((c) => c.priority);
  return columns.map((c) => (!prioritised ? {} : c.priority === 'key' ? KEY : HIDDEN_BELOW_MD));
}
