import { agencyPaths } from '@sp/contracts/paths';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { leadStatuses, type Lead, type LeadListQuery, type LeadStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, useListQuery } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { Link as RouterLink } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Alert, AppIcon, Box, Button, FilterBar, HStack, Portal, Text } from '@sp/ui';
import { keepPreviousData, useQuery } from '@sp/api-client';
import { useMemo, useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { keys } from '../../api/queries';
import { LEAD_FILTERS, LeadFilters } from '../../components/lead-filters';
import { boardAnnouncements, boardInstructions } from './announcements';
import { BoardColumn } from './board-column';
import { columnCoordinates } from './board-keyboard';
import { LeadCardOverlay } from './lead-card';
import { LostReasonDialog } from './lost-reason-dialog';
import { useBoardMove, type BoardMove } from './use-board-move';

/** Enrolled and lost are final on the board (a lost lead is reopened from its page). */
const FINAL: LeadStatus[] = ['enrolled', 'lost'];

/**
 * /leads/board: the pipeline, one column per stage with its true count and the same filters
 * as the table. A card moves by pointer, or by keyboard: Space lifts it, the arrows carry it
 * to the column on that side, Space drops it, Escape puts it back; every step is announced.
 */
export function LeadBoardPage() {
  const { t } = useTranslation('agency');
  const canUpdate = useCan({ action: 'update', subject: 'Lead' });
  const list = useListQuery<(typeof LEAD_FILTERS)[number], LeadListQuery>({
    filters: LEAD_FILTERS,
  });
  const {
    page: _page,
    pageSize: _size,
    status: _status,
    ...query
  } = list.query as LeadListQuery & Record<string, unknown>;
  const boardKey = [...keys.leads, 'board', query] as const;
  const board = useQuery({
    queryKey: boardKey,
    queryFn: ({ signal }) => agencyApi.leads.board(query, signal),
    placeholderData: keepPreviousData,
  });
  const move = useBoardMove(boardKey);
  const [lost, setLost] = useState<(BoardMove & { name: string }) | null>(null);
  const [carried, setCarried] = useState<Lead | null>(null);
  // A small move first, so a click on the card's link stays a click.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinates }),
  );
  const accessibility = useMemo(
    () => ({
      announcements: boardAnnouncements(t, {
        column: (id) => (id ? t(`status.${String(id)}`) : ''),
      }),
      screenReaderInstructions: boardInstructions(t),
    }),
    [t],
  );

  const onDragStart = ({ active }: DragStartEvent) =>
    setCarried((active.data.current?.lead as Lead | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setCarried(null);
    const from = active.data.current?.status as LeadStatus | undefined;
    const to = over?.id as LeadStatus | undefined;
    if (!from || !to || from === to) return;
    const step = { id: String(active.id), from, to };
    if (to === 'lost') setLost({ ...step, name: String(active.data.current?.name ?? '') });
    else move.mutate(step);
  };

  const columns =
    board.data?.columns ??
    leadStatuses.map((status) => ({ status, total: 0, items: [] as Lead[] }));
  return (
    <>
      <PageHeader
        title={t('title.leadBoard')}
        actions={
          <Button asChild variant="outline">
            <RouterLink to={agencyPaths.leadList(window.location.search)}>
              <AppIcon name="list" />
              {t('board.tableView')}
            </RouterLink>
          </Button>
        }
      />
      <FilterBar>
        <LeadFilters
          search={list.search}
          onSearch={list.setSearch}
          filters={list.filters}
          setFilter={list.setFilter}
          withStatus={false}
        />
      </FilterBar>
      {board.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, board.error)}</Alert.Title>
        </Alert.Root>
      )}
      {canUpdate && (
        <Text fontSize="sm" color="fg.muted" marginBlockEnd="2">
          {t('board.hint')}
        </Text>
      )}
      <DndContext
        sensors={sensors}
        accessibility={accessibility}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setCarried(null)}
      >
        {/* The board scrolls sideways inside its own box (every stage reachable at 1280 px and on a
            phone, where a column is most of the screen wide and snaps), never the page. */}
        <Box
          width="full"
          minWidth="0"
          maxWidth="full"
          overflowX="auto"
          overscrollBehaviorX="contain"
          scrollSnapType={{ base: 'x mandatory', md: 'none' }}
          paddingBlockEnd="2"
          role="region"
          aria-label={t('board.stages')}
          tabIndex={0}
        >
          <HStack align="start" gap="3" width="full">
            {columns.map((col) => (
              <BoardColumn
                key={col.status}
                status={col.status}
                total={col.total}
                items={col.items}
                loading={!board.data}
                query={query}
                movable={canUpdate && !FINAL.includes(col.status)}
              />
            ))}
          </HStack>
        </Box>
        <Portal>
          <DragOverlay zIndex={1500}>
            {carried ? <LeadCardOverlay lead={carried} /> : null}
          </DragOverlay>
        </Portal>
      </DndContext>
      {lost && (
        <LostReasonDialog
          name={lost.name}
          onCancel={() => setLost(null)}
          onConfirm={(reason) => {
            move.mutate({ ...lost, reason });
            setLost(null);
          }}
        />
      )}
    </>
  );
}

export const Component = LeadBoardPage;
