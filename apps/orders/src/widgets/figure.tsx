import { Link } from '@sp/router';
import { Skeleton, Stack, Text } from '@sp/ui';
import type { ReactNode } from 'react';

/** A big figure, a line under it, and where it leads. */
export function Figure({
  value,
  hint,
  to,
  linkText,
}: {
  value: ReactNode | undefined;
  hint?: string;
  to: string;
  linkText: string;
}) {
  if (value === undefined) return <Skeleton height="16" />;
  return (
    <Stack gap="1">
      <Text textStyle="2xl" fontWeight="bold">
        {value}
      </Text>
      {hint && (
        <Text textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      <Link to={to}>
        <Text as="span" textStyle="sm" color="colorPalette.fg">
          {linkText}
        </Text>
      </Link>
    </Stack>
  );
}
