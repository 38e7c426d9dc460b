import { chakra, type HTMLChakraProps } from '@sp/ui';

export type FormStackProps = HTMLChakraProps<'form'>;

/** A form laid out as a vertical stack; the browser's own validation is off (ours is translated). */
export function FormStack(props: FormStackProps) {
  return <chakra.form display="flex" flexDirection="column" gap="4" noValidate {...props} />;
}
