import { useCallback, useMemo, useState } from 'react';

export interface RowSelection {
  /** The ids of the rows ticked. */
  selected: ReadonlySet<string>;
  /** Every row of the page is ticked (the header box). */
  allSelected: boolean;
  onToggle: (id: string) => void;
  /** Ticks every row of the page, or none when all already are. */
  onToggleAll: () => void;
  clear: () => void;
}

/**
 * The rows ticked on a list page (for a bulk action): one row, or every row of the page.
 * `resetKey` (e.g. the list's query) starts the selection again when it changes: another
 * page, filter or sort is another set of rows.
 */
export function useRowSelection<T extends { id: string }>(
  rows: readonly T[],
  resetKey?: string,
): RowSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [selectedIn, setSelectedIn] = useState(resetKey);
  if (selectedIn !== resetKey) {
    setSelectedIn(resetKey);
    setSelected(new Set());
  }
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const onToggle = useCallback(
    (id: string) =>
      setSelected((s) => {
        const n = new Set(s);
        if (n.has(id)) n.delete(id);
        else n.add(id);
        return n;
      }),
    [],
  );
  const onToggleAll = useCallback(
    () => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id))),
    [allSelected, rows],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(
    () => ({ selected, allSelected, onToggle, onToggleAll, clear }),
    [selected, allSelected, onToggle, onToggleAll, clear],
  );
}
