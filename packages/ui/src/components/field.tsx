/**
 * Field and Input, as Chakra builds them, from Ark's field parts imported one by one:
 * Chakra's own import Ark's whole Field namespace, whose Textarea (and its autoresize)
 * and Select would ship with the sign-in page (DESIGN.md section 8). Same recipes, same
 * slots and class names; Field has the parts apps use.
 */
import {
  FieldErrorText as ArkErrorText,
  FieldHelperText as ArkHelperText,
  FieldInput as ArkInput,
  FieldLabel as ArkLabel,
  FieldRoot as ArkRoot,
  useFieldContext,
} from '@ark-ui/react/field';
import {
  chakra,
  createRecipeContext,
  createSlotRecipeContext,
  type FieldErrorTextProps,
  type FieldHelperTextProps,
  type FieldLabelProps,
  type FieldRequiredIndicatorProps,
  type FieldRootProps,
  type InputProps,
} from '@chakra-ui/react';
import { forwardRef } from 'react';

const { withProvider, withContext, useStyles, useClassNames } = createSlotRecipeContext({
  key: 'field',
});

const RequiredIndicator = forwardRef<HTMLSpanElement, FieldRequiredIndicatorProps>(
  function RequiredIndicator(props, ref) {
    const { fallback, children = '*', ...rest } = props;
    const field = useFieldContext();
    const classNames = useClassNames();
    const styles = useStyles();
    if (!field?.required) return fallback;
    return (
      <chakra.span
        ref={ref}
        aria-hidden="true"
        {...rest}
        className={[classNames.requiredIndicator, props.className].filter(Boolean).join(' ')}
        css={[styles.requiredIndicator, props.css]}
      >
        {children}
      </chakra.span>
    );
  },
);

export const Field = {
  Root: withProvider<HTMLDivElement, FieldRootProps>(ArkRoot, 'root', { forwardAsChild: true }),
  Label: withContext<HTMLLabelElement, FieldLabelProps>(ArkLabel, 'label', {
    forwardAsChild: true,
  }),
  HelperText: withContext<HTMLDivElement, FieldHelperTextProps>(ArkHelperText, 'helperText', {
    forwardAsChild: true,
  }),
  ErrorText: withContext<HTMLDivElement, FieldErrorTextProps>(ArkErrorText, 'errorText', {
    forwardAsChild: true,
  }),
  RequiredIndicator,
};

export const Input = createRecipeContext({ key: 'input' }).withContext<
  HTMLInputElement,
  InputProps
>(ArkInput);
