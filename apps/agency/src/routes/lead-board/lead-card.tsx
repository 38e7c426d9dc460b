import { useDraggable } from '@dnd-kit/core';
import type { Lead } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link as RouterLink } from '@sp/router';
import { Card, Text } from '@sp/ui';

/** One lead's card: who, what they want, who follows them; lifted by pointer or keyboard (Space). */
export function LeadCard({ lead, movable }: { lead: Lead; movable: boolean }) {
  const { t } = useTranslation('agency');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: lead.id, data: { status: lead.status, name: lead.fullName }, disabled: !movable });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 10 } : undefined;
  return (
    <Card.Root ref={setNodeRef} size="sm" as="article" style={style} opacity={isDragging ? 0.85 : 1} shadow={isDragging ? 'lg' : undefined}
      cursor={movable ? 'grab' : undefined} {...attributes} {...listeners} aria-label={t('board.card', { name: lead.fullName })} data-lead={lead.id}>
      <Card.Body gap="1">
        <RouterLink to={`/leads/${lead.id}`}><Text fontWeight="semibold">{lead.fullName}</Text></RouterLink>
        <Text fontSize="sm" color="fg.muted">{[lead.programmeName ?? lead.destinationName, lead.intake].filter(Boolean).join(' · ') || '–'}</Text>
        <Text fontSize="xs" color="fg.muted">{lead.assignedToName ?? t('leads.unassigned')}</Text>
      </Card.Body>
    </Card.Root>
  );
}
