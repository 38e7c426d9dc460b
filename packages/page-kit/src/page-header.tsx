import { Flex, Heading, Text } from '@sp/ui';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}

/** A page's h1 (brand.fg: a token only the shell's theme defines) and its actions. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="start" gap="4" wrap="wrap" marginBlockEnd="5">
      <div>
        <Heading as="h1" size="xl" color="brand.fg">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted" marginBlockStart="1">{subtitle}</Text>}
      </div>
      {actions}
    </Flex>
  );
}
