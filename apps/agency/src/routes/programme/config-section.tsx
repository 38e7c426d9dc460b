import type { ConfigListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { lazyPart } from '@sp/page-kit';
import { AppIcon, Button, DataTable, Pagination } from '@sp/ui';
import { Suspense, useState, type ReactNode } from 'react';
import { useConfigList } from '../../api/queries';
import { configResources } from '../../lib/config-resources';
import { Section } from '../../components/section';
import { useConfigColumns, type ConfigItem } from '../../components/config-columns';

/** A section's first page: a programme has a handful of lines in most sections. */
const FIRST_PAGE = 20;

const ConfigFormDialog = lazyPart(() => import('../../components/config-form-dialog'));

export interface ConfigSectionProps {
  resource: string;
  /** The parent this section is about: its records only, and new ones belong to it. */
  parent: { destinationId: string } | { programmeId: string };
  /** What the section says under its table (the schedule's total share). */
  footer?: (items: ConfigItem[]) => ReactNode;
}

/** One configuration resource of one programme (or its destination), listed and edited in place. */
export function ConfigSection({ resource, parent, footer }: ConfigSectionProps) {
  const { t } = useTranslation('agency');
  const config = configResources.find((c) => c.id === resource)!;
  const parentKey = Object.keys(parent)[0]!;
  const parentName = parentKey === 'programmeId' ? 'programmeName' : 'destinationName';
  // A page at a time like every settings list: the 101st line is on the next page.
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(FIRST_PAGE);
  const data = useConfigList<ConfigItem>(config.resource, {
    ...parent,
    page,
    pageSize,
    sort: 'name',
  } as ConfigListQuery);
  const total = data.data?.total ?? 0;
  const whole = data.data && total <= data.data.items.length;
  const [editing, setEditing] = useState<ConfigItem | 'new' | null>(null);
  const { columns, canEdit } = useConfigColumns(config, setEditing, [parentName]);
  const title = t(config.titleKey);
  return (
    <Section
      title={title}
      actions={
        canEdit && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing('new')}
            aria-label={t('programme.addTo', { what: title })}
          >
            <AppIcon name="plus" />
            {t('common.add')}
          </Button>
        )
      }
    >
      <DataTable
        caption={title}
        columns={columns}
        rows={data.data?.items}
        rowId={(r) => r.id}
        loading={data.isFetching}
        empty={t('common.empty')}
      />
      {(total > FIRST_PAGE || pageSize !== FIRST_PAGE) && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
      {/* A sum over the lines (the schedule's shares) only when they are all on the page. */}
      {whole && footer?.(data.data!.items)}
      <Suspense>
        {editing && (
          <ConfigFormDialog
            config={config}
            item={editing === 'new' ? null : editing}
            preset={parent}
            hidden={[parentKey]}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </Section>
  );
}
