import { Card, Heading } from '@sp/ui';
import type { ReactNode } from 'react';

/** A titled card of the lead page (its heading names the region for assistive tech). */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header display="flex" flexDirection="row" justifyContent="space-between" alignItems="center">
        <Heading as="h2" size="md" id={id}>{title}</Heading>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
