import { useDroppable } from '@dnd-kit/core';
import type { Lead, LeadListQuery, LeadStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge, Box, Heading, HStack, Skeleton, Spinner, Stack } from '@sp/ui';
import { useEffect, useRef, useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { STATUS_COLOR } from '../../components/status-badge';
import { LeadCard } from './lead-card';

const PAGE = 20;

export interface BoardColumnProps {
  status: LeadStatus;
  total: number;
  /** The first cards, from the board query. */
  items: Lead[];
  loading: boolean;
  /** The board's filters, to load the next cards of this stage. */
  query: Omit<LeadListQuery, 'status' | 'page' | 'pageSize'>;
  movable: boolean;
}

/** One stage: its true count, its cards, and the next ones loaded as it scrolls to its end. */
export function BoardColumn({ status, total, items, loading, query, movable }: BoardColumnProps) {
  const { t } = useTranslation('agency');
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const [more, setMore] = useState<Lead[]>([]);
  const [fetching, setFetching] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  // New first cards (filters changed, a card moved): the loaded pages start again.
  useEffect(() => setMore([]), [items]);
  const shown = [...items, ...more.filter((l) => !items.some((i) => i.id === l.id))];
  const hasMore = shown.length < total;

  useEffect(() => {
    const node = end.current;
    if (!node || !hasMore || fetching) return;
    const observer = new IntersectionObserver(async ([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      setFetching(true);
      try {
        const page = Math.floor(shown.length / PAGE) + 1;
        const next = await agencyApi.leads.list({
          ...query,
          status,
          sort: query.sort ?? '-statusChangedAt',
          page,
          pageSize: PAGE,
        } as LeadListQuery);
        setMore((m) => [...m, ...next.items]);
      } finally {
        setFetching(false);
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, fetching, shown.length, query, status]);

  return (
    <Box
      as="section"
      ref={setNodeRef}
      aria-labelledby={`col-${status}`}
      data-stage={status}
      width={{ base: '80vw', sm: '18rem', lg: 'auto' }}
      minWidth={{ lg: '12.5rem' }}
      flex={{ base: '0 0 auto', lg: '1 1 0' }}
      scrollSnapAlign="start"
      borderRadius="md"
      padding="2"
      bg={isOver ? 'bg.emphasized' : 'bg.muted'}
      outline={isOver ? '2px dashed' : undefined}
      outlineColor="colorPalette.solid"
    >
      <HStack justify="space-between" marginBlockEnd="2">
        <Heading as="h2" size="sm" id={`col-${status}`}>
          {t(`status.${status}`)}
        </Heading>
        <Badge colorPalette={STATUS_COLOR[status]} aria-label={t('board.count', { count: total })}>
          {total}
        </Badge>
      </HStack>
      <Stack gap="2" maxHeight="70vh" overflowY="auto" paddingInlineEnd="1">
        {loading && <Skeleton height="16" />}
        {shown.map((lead) => (
          <LeadCard key={lead.id} lead={lead} movable={movable} />
        ))}
        {hasMore && (
          <Box ref={end} minHeight="4">
            {fetching && <Spinner size="sm" aria-label={t('board.loading')} />}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
