import { agencyPaths } from '@sp/contracts/paths';
import type { Lead } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import type { RowSelection } from '@sp/page-kit';
import { Link as RouterLink } from '@sp/router';
import { Badge, Checkbox, HStack, Link, Text, formatDate, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { StatusBadge } from '../../components/status-badge';

/** The table's columns, with a selection checkbox for bulk assignment. */
export function useLeadColumns({
  selected,
  allSelected,
  onToggle,
  onToggleAll,
}: RowSelection): DataColumn<Lead>[] {
  const { t, i18n } = useTranslation('agency');
  return useMemo(() => {
    return [
      {
        id: 'select',
        priority: 'key',
        header: (
          <Checkbox.Root checked={allSelected} onCheckedChange={onToggleAll}>
            <Checkbox.HiddenInput aria-label={t('leads.selectPage')} />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
        cell: (l) => (
          <Checkbox.Root checked={selected.has(l.id)} onCheckedChange={() => onToggle(l.id)}>
            <Checkbox.HiddenInput aria-label={t('leads.selectOne', { name: l.fullName })} />
            <Checkbox.Control />
          </Checkbox.Root>
        ),
      },
      {
        id: 'fullName',
        priority: 'key',
        header: t('leads.fields.fullName'),
        sortField: 'fullName',
        cell: (l) => (
          <HStack gap="2" wrap="wrap">
            <Link asChild fontWeight="medium">
              <RouterLink to={agencyPaths.lead(l.id)}>
                <bdi>{l.fullName}</bdi>
              </RouterLink>
            </Link>
            {l.possibleDuplicate && (
              <Badge colorPalette="orange" size="sm">
                {t('duplicates.badge')}
              </Badge>
            )}
          </HStack>
        ),
      },
      {
        id: 'contact',
        header: t('leads.fields.contact'),
        cell: (l) => (
          <Text dir="ltr" fontSize="sm">
            {l.email ?? l.phone}
          </Text>
        ),
      },
      {
        id: 'programme',
        header: t('leads.fields.programme'),
        cell: (l) => l.programmeName ?? l.destinationName ?? '–',
      },
      {
        id: 'intake',
        header: t('leads.fields.intake'),
        sortField: 'intake',
        cell: (l) => l.intake ?? '–',
      },
      {
        id: 'status',
        priority: 'key',
        header: t('leads.fields.status'),
        sortField: 'status',
        cell: (l) => <StatusBadge status={l.status} />,
      },
      {
        id: 'assignedTo',
        header: t('leads.fields.assignedTo'),
        cell: (l) => l.assignedToName ?? t('leads.unassigned'),
      },
      {
        id: 'createdAt',
        header: t('leads.fields.createdAt'),
        sortField: 'createdAt',
        cell: (l) => formatDate(l.createdAt, 'DD Mon, YYYY', i18n.language),
      },
    ] satisfies DataColumn<Lead>[];
  }, [t, i18n.language, selected, allSelected, onToggle, onToggleAll]);
}
