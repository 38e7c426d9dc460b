import type { Store } from '@sp/contracts/api';
import { NativeSelect } from '@sp/ui';
import { forwardRef, type SelectHTMLAttributes } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  stores: Store[];
  placeholder?: string;
}

/** A native select of stores (name and currency), for forms. */
export const StoreSelect = forwardRef<HTMLSelectElement, Props>(function StoreSelect(
  { stores, placeholder, ...rest },
  ref,
) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.currency})
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
