import { useTranslation } from '@sp/i18n';
import { AppIcon, Field, IconButton, Input, Box } from '@sp/ui';
import { useState, type ComponentProps } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

export interface FormFieldProps extends Omit<ComponentProps<typeof Input>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  helper?: string;
}

/** A labelled input with its error under it (announced to screen readers by Field). */
export function FormField({
  label,
  registration,
  error,
  helper,
  required,
  ...input
}: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input {...input} {...registration} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error.message}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A password input whose text can be shown. */
export function PasswordField(props: FormFieldProps) {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  const { label, registration, error, helper, required, ...input } = props;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Box position="relative" width="full">
        <Input {...input} {...registration} type={shown ? 'text' : 'password'} pe="10" />
        <IconButton
          size="sm"
          variant="ghost"
          position="absolute"
          insetEnd="1"
          top="50%"
          transform="translateY(-50%)"
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          <AppIcon name={shown ? 'close' : 'key'} />
        </IconButton>
      </Box>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error.message}</Field.ErrorText>}
    </Field.Root>
  );
}
