import { Flex, Heading, Text } from '@sp/ui';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}

/** A page's h1 (brand.fg: a token only the shell's theme defines) and its actions, together at the end. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="start" gap="4" wrap="wrap" marginBlockEnd="5">
      <div>
        <Heading as="h1" size="xl" color="brand.fg">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" marginBlockStart="1">
            {subtitle}
          </Text>
        )}
      </div>
      {/* One group at the end: actions given as a fragment were each a flex item of the
          header, and space-between left the first floating mid-header (issue 37). */}
      {actions && (
        <Flex gap="2" wrap="wrap" align="center" justify="end">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
