import { useReducer } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';

/** What every line of a line-items form has: the product it is for and a typed quantity. */
export interface LineItem {
  productId: string;
  quantity: string;
}

/** A form's lines and the moves on them; `keys` are stable React keys (one per line). */
export interface LineItems<L extends object> {
  lines: L[];
  keys: string[];
  /** Adds lines; a product already there gets the added quantity on its line instead (lines with a productId and a quantity). */
  add: (adds: L[]) => void;
  /** Changes fields of one line as typed (no remount: the input keeps its focus). */
  change: (index: number, patch: Partial<L>) => void;
  remove: (index: number) => void;
  /** Every line at once (the candidates of an allocation, loaded after the form opened). */
  replace: (lines: L[]) => void;
}

type Lines = { lines: Partial<LineItem>[] };

/**
 * The state of a form's lines, kept by react-hook-form's field array so the order, purchase
 * and allocation forms hold their lines one way. The rest of a form may keep its own state:
 * the lines are read back (`lines`) for its checks, totals and body.
 */
export function useLineItems<L extends object>(initial: L[]): LineItems<L> {
  const form = useForm<Lines>({ defaultValues: { lines: initial as Partial<LineItem>[] } });
  const array = useFieldArray({ control: form.control, name: 'lines', keyName: 'key' });
  // Nothing is registered or watched (the form's own inputs are controlled), so a set value
  // re-renders nothing by itself: each move renders the form once it is done.
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  const current = () => form.getValues('lines') as L[];
  // Copies: what a form derives from its lines (totals, memos) sees each change as new.
  const lines = current().map((l) => ({ ...l }));
  return {
    lines,
    keys: array.fields.map((f) => f.key),
    add: (adds) => {
      const fresh: (L & LineItem)[] = [];
      for (const add of adds as (L & LineItem)[]) {
        const now = current() as (L & LineItem)[];
        const at = now.findIndex((l) => l.productId === add.productId);
        const again: LineItem | undefined = fresh.find((l) => l.productId === add.productId);
        if (again) again.quantity = String(sumOf(again.quantity, add.quantity));
        else if (at >= 0)
          form.setValue(`lines.${at}.quantity`, String(sumOf(now[at]!.quantity, add.quantity)));
        else fresh.push({ ...add });
      }
      if (fresh.length) array.append(fresh as Partial<LineItem>[]);
      rendered();
    },
    change: (index, patch) => {
      if (index < 0) return;
      for (const [key, value] of Object.entries(patch))
        form.setValue(`lines.${index}.${key}` as `lines.${number}.quantity`, value as never);
      rendered();
    },
    remove: (index) => array.remove(index),
    replace: (next) => array.replace(next as Partial<LineItem>[]),
  };
}

const sumOf = (a: string, b: string) => Number(a || 0) + Number(b || 0);
