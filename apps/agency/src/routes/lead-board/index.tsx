import { leadStatuses, type Lead, type LeadListQuery, type LeadStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, errorMessage, useListQuery } from '@sp/page-kit';
import { Link as RouterLink } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Alert, AppIcon, Badge, Box, Button, Card, FilterBar, Heading, HStack, NativeSelect, Skeleton, Stack, Text, notify } from '@sp/ui';
import { keepPreviousData, useQuery } from '@sp/api-client';
import { agencyApi } from '../../api/endpoints';
import { keys, useAgencyMutation } from '../../api/queries';
import { LEAD_FILTERS, LeadFilters } from '../../components/lead-filters';
import { STATUS_COLOR } from '../../components/status-badge';

/** One lead's card: who, what they want, and a move to another stage (lost from the lead's page, with a reason). */
function LeadCard({ lead }: { lead: Lead }) {
  const { t } = useTranslation('agency');
  const canUpdate = useCan({ action: 'update', subject: 'Lead' });
  const move = useAgencyMutation((status: LeadStatus) => agencyApi.leads.status(lead.id, status));
  const next = leadStatuses.filter((s) => s !== lead.status && s !== 'lost');
  return (
    <Card.Root size="sm" as="article" aria-label={lead.fullName}>
      <Card.Body gap="1">
        <RouterLink to={`/leads/${lead.id}`}><Text fontWeight="semibold">{lead.fullName}</Text></RouterLink>
        <Text fontSize="sm" color="fg.muted">{[lead.programmeName ?? lead.destinationName, lead.intake].filter(Boolean).join(' · ') || '–'}</Text>
        <Text fontSize="xs" color="fg.muted">{lead.assignedToName ?? t('leads.unassigned')}</Text>
        {canUpdate && lead.status !== 'enrolled' && lead.status !== 'lost' && (
          <NativeSelect.Root size="xs" marginBlockStart="1" disabled={move.isPending}>
            <NativeSelect.Field aria-label={t('board.moveNamed', { name: lead.fullName })} value=""
              onChange={(e) => {
                const status = e.target.value as LeadStatus;
                if (!status) return;
                move.mutate(status, {
                  onSuccess: () => notify('success', t('leads.moved', { status: t(`status.${status}`) })),
                  onError: (err) => notify('error', errorMessage(t, err)),
                });
              }}>
              <option value="">{t('board.moveTo')}</option>
              {next.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** /leads/board: the pipeline, one column per stage with its count, the same filters as the table. */
export function LeadBoardPage() {
  const { t } = useTranslation('agency');
  const list = useListQuery<(typeof LEAD_FILTERS)[number], LeadListQuery>({ filters: LEAD_FILTERS });
  const { page: _page, pageSize: _size, status: _status, sort: _sort, ...query } = list.query as LeadListQuery & Record<string, unknown>;
  const board = useQuery({ queryKey: [...keys.leads, 'board', query], queryFn: ({ signal }) => agencyApi.leads.board(query, signal), placeholderData: keepPreviousData });
  return (
    <>
      <PageHeader title={t('title.leadBoard')} actions={
        <Button asChild variant="outline"><RouterLink to={`/leads${window.location.search}`}><AppIcon name="list" />{t('board.tableView')}</RouterLink></Button>
      } />
      <FilterBar>
        <LeadFilters search={list.search} onSearch={list.setSearch} filters={list.filters} setFilter={list.setFilter} withStatus={false} />
      </FilterBar>
      {board.error && <Alert.Root status="error" marginBlockEnd="4"><Alert.Indicator /><Alert.Title>{errorMessage(t, board.error)}</Alert.Title></Alert.Root>}
      <HStack align="start" gap="3" overflowX="auto" paddingBlockEnd="2">
        {(board.data?.columns ?? leadStatuses.map((status) => ({ status, total: 0, items: [] as Lead[] }))).map((col) => (
          <Box as="section" key={col.status} aria-labelledby={`col-${col.status}`} minWidth="56" flex="1" bg="bg.muted" borderRadius="md" padding="2">
            <HStack justify="space-between" marginBlockEnd="2">
              <Heading as="h2" size="sm" id={`col-${col.status}`}>{t(`status.${col.status}`)}</Heading>
              <Badge colorPalette={STATUS_COLOR[col.status]}>{col.total}</Badge>
            </HStack>
            <Stack gap="2">
              {!board.data && <Skeleton height="16" />}
              {col.items.map((lead) => <LeadCard key={lead.id} lead={lead} />)}
              {col.total > col.items.length && (
                <RouterLink to={`/leads?status=${col.status}`}><Text fontSize="sm">{t('board.more', { count: col.total - col.items.length })}</Text></RouterLink>
              )}
            </Stack>
          </Box>
        ))}
      </HStack>
    </>
  );
}

export const Component = LeadBoardPage;
