import { agencyPaths } from '@sp/contracts/paths';
import { useDraggable } from '@dnd-kit/core';
import type { Lead } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link as RouterLink } from '@sp/router';
import { Card, Text } from '@sp/ui';

/** What a card says: who, what they want, who follows them. */
function CardBody({ lead, linked }: { lead: Lead; linked: boolean }) {
  const { t } = useTranslation('agency');
  const name = <Text fontWeight="semibold">{lead.fullName}</Text>;
  return (
    <Card.Body gap="1">
      {linked ? <RouterLink to={agencyPaths.lead(lead.id)}>{name}</RouterLink> : name}
      <Text fontSize="sm" color="fg.muted">
        {[lead.programmeName ?? lead.destinationName, lead.intake].filter(Boolean).join(' · ') ||
          '–'}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {lead.assignedToName ?? t('leads.unassigned')}
      </Text>
    </Card.Body>
  );
}

/**
 * One lead's card, lifted by pointer or keyboard (Space). While it is carried it stays in its
 * column as a faded placeholder: the board's DragOverlay draws the moving copy above every
 * column, so no column's scroll box clips it (issue 32).
 */
export function LeadCard({ lead, movable }: { lead: Lead; movable: boolean }) {
  const { t } = useTranslation('agency');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: lead.id,
    data: { status: lead.status, name: lead.fullName, lead },
    disabled: !movable,
  });
  return (
    <Card.Root
      ref={setNodeRef}
      size="sm"
      as="article"
      opacity={isDragging ? 0.4 : 1}
      borderStyle={isDragging ? 'dashed' : undefined}
      cursor={movable ? 'grab' : undefined}
      {...attributes}
      {...listeners}
      aria-label={t('board.card', { name: lead.fullName })}
      data-lead={lead.id}
    >
      <CardBody lead={lead} linked />
    </Card.Root>
  );
}

/** The carried copy, drawn by the DragOverlay (not focusable, hidden from assistive tech: the announcements speak for it). */
export function LeadCardOverlay({ lead }: { lead: Lead }) {
  return (
    <Card.Root
      size="sm"
      as="div"
      aria-hidden
      shadow="lg"
      cursor="grabbing"
      data-drag-overlay={lead.id}
      transform="rotate(2deg)"
    >
      <CardBody lead={lead} linked={false} />
    </Card.Root>
  );
}
