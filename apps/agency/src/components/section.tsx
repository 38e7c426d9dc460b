import { Card, Heading } from '@sp/ui';
import { useId, type ReactNode } from 'react';

/** A titled card of a page (its heading names the region for assistive tech). */
export function Section({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  // useId, not the title: an Arabic title has no \w characters, so ids made from titles collided.
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header
        display="flex"
        flexDirection="row"
        justifyContent="space-between"
        alignItems="center"
      >
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
