import { agencyPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Link as RouterLink } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Badge, Button, Link, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { formatMoney } from '../lib/format';
import type { ConfigResource } from '../lib/config-resources';

export type ConfigItem = Record<string, unknown> & { id: string };

/** The item's name in that language when the agency gave one (`names.fr`, `names.ar`), else its plain name. */
export const localName = (row: object, plain: string, language: string) =>
  (row as { names?: Record<string, string> }).names?.[language.slice(0, 2)] || plain;

/**
 * A configuration resource's table columns (the flat list and the programme page's sections
 * share them); `hide` drops columns the context already says (the programme on its own page).
 */
export function useConfigColumns(
  config: ConfigResource,
  onEdit: (row: ConfigItem) => void,
  hide: string[] = [],
) {
  const { t, i18n } = useTranslation('agency');
  const canEdit = useCan({ action: 'update', subject: 'AgencyConfig' });
  const columns = useMemo<DataColumn<ConfigItem>[]>(() => {
    const shown = config.columns.filter((c) => !hide.includes(c.name));
    // On a phone: the column that names the item, its yes/no state and the actions.
    const naming = shown.find((c) => c.name === 'name' || c.name === 'label') ?? shown[0];
    return [
      ...shown.map((c): DataColumn<ConfigItem> => ({
        id: c.name,
        priority: c === naming || c.kind === 'bool' ? 'key' : undefined,
        header: t(`config.fields.${c.name}`),
        sortField: c.sortable ? 'name' : undefined,
        align: c.kind === 'money' || c.kind === 'percent' ? 'end' : undefined,
        cell: (row) => {
          let v = row[c.name];
          if (v === null || v === undefined || v === '') return '–';
          if (c.kind === 'money')
            return formatMoney(String(v), String(row.currency ?? ''), i18n.language);
          if (c.kind === 'percent')
            return `${new Intl.NumberFormat(i18n.language).format(Number(v))} %`;
          if (c.kind === 'bool')
            return (
              <Badge colorPalette={v ? 'green' : 'gray'}>
                {v ? t('common.yes') : t('common.no')}
              </Badge>
            );
          if (c.kind === 'option') return t(`options.${String(v)}`);
          if (c.kind === 'list') return (v as string[]).join(', ');
          // A name the agency gave in the reader's language (French, Arabic) is shown in it; the plain name otherwise.
          if (c.name === 'name' || c.name === 'label') v = localName(row, String(v), i18n.language);
          // The programme's own page is reached from its name (issue 32).
          if (config.id === 'programmes' && c.name === 'name')
            return (
              <Link asChild colorPalette="brand">
                <RouterLink to={agencyPaths.programme(row.id)}>{String(v)}</RouterLink>
              </Link>
            );
          if (c.name === 'programmeName' && row.programmeId)
            return (
              <Link asChild>
                <RouterLink to={agencyPaths.programme(String(row.programmeId))}>
                  {String(v)}
                </RouterLink>
              </Link>
            );
          return String(v);
        },
      })),
      ...(canEdit
        ? [
            {
              id: 'actions',
              priority: 'key' as const,
              header: t('common.actions'),
              align: 'end' as const,
              cell: (row: ConfigItem) => (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onEdit(row)}
                  aria-label={t('common.editNamed', {
                    name: String(row.name ?? row.label ?? row.programmeName ?? ''),
                  })}
                >
                  {t('common.edit')}
                </Button>
              ),
            },
          ]
        : []),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, t, i18n.language, canEdit, onEdit, hide.join()]);
  return { columns, canEdit };
}
