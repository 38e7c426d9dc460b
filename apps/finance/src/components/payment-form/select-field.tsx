import { NativeSelect } from '@sp/ui';
import { FormField } from '@sp/page-kit';

export interface SelectFieldProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The empty first choice ("Choose ..."); none when every value is valid. */
  placeholder?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled native select of the payment form, its error under it. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  required,
  disabled,
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} required={required}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
