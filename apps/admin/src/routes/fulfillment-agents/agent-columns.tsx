import type { FulfillmentAgent } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Badge, Text, formatMoney, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { AgentRowActions } from './agent-row-actions';

export function useAgentColumns(
  onEdit: (agent: FulfillmentAgent) => void,
): DataColumn<FulfillmentAgent>[] {
  const { t, i18n } = useTranslation('admin');
  return useMemo(() => {
    const money = (amount: string) => formatMoney(amount, null, i18n.language);
    return [
      {
        id: 'name',
        priority: 'key',
        header: t('agents.fields.name'),
        sortField: 'name',
        cell: (a) => <Text fontWeight="medium">{a.name}</Text>,
      },
      {
        id: 'kind',
        header: t('agents.fields.kind'),
        sortField: 'kind',
        cell: (a) => t(`agents.kind.${a.kind}`),
      },
      {
        id: 'phone',
        header: t('agents.fields.phone'),
        cell: (a) => <span dir="ltr">{a.phone}</span>,
      },
      { id: 'cities', header: t('agents.fields.cities'), cell: (a) => a.cities.join(', ') },
      {
        id: 'fees',
        header: t('agents.fields.fees'),
        sortField: 'deliveryFee',
        align: 'end',
        cell: (a) => `${money(a.deliveryFee)} / ${money(a.returnFee)}`,
      },
      {
        id: 'remit',
        header: t('agents.fields.remittance'),
        cell: (a) => t('agents.remitEvery', { count: a.remitEveryDays }),
      },
      {
        id: 'active',
        priority: 'key',
        header: t('agents.fields.active'),
        cell: (a) => (
          <Badge colorPalette={a.active ? 'green' : 'gray'}>
            {a.active ? t('agents.active') : t('agents.inactive')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        priority: 'key',
        header: <Text srOnly>{t('common.actions')}</Text>,
        align: 'end',
        cell: (a) => <AgentRowActions agent={a} onEdit={() => onEdit(a)} />,
      },
    ];
  }, [t, i18n.language, onEdit]);
}
