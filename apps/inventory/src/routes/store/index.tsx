import type { Store } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, errorMessage, lazyPart, preloadOn, usePreloadWhenIdle } from '@sp/page-kit';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  AppIcon,
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  HStack,
  notify,
  Text,
  type DataColumn,
} from '@sp/ui';
import { Suspense, useMemo, useState } from 'react';
import { useAllStores, useSaveStore } from '../../api/stock';

const StoreFormDialog = lazyPart(() => import('./store-form-dialog'));

/** /store: the tenant's shops on marketplaces; deactivated, never deleted (orders and stock refer to them). */
export function StorePage() {
  const { t } = useTranslation('inventory');
  const stores = useAllStores();
  const canCreate = useCan({ action: 'create', subject: 'Store' });
  const canEdit = useCan({ action: 'update', subject: 'Store' });
  const [editing, setEditing] = useState<Store | 'new' | null>(null);
  const [toggling, setToggling] = useState<Store | null>(null);
  const save = useSaveStore(toggling?.id);
  usePreloadWhenIdle(StoreFormDialog);

  const columns = useMemo<DataColumn<Store>[]>(
    () => [
      {
        id: 'name',
        priority: 'key',
        header: t('stores.fields.name'),
        cell: (s) => <Text fontWeight="medium">{s.name}</Text>,
      },
      { id: 'marketplace', header: t('stores.fields.marketplace'), cell: (s) => s.marketplace },
      { id: 'country', header: t('stores.fields.country'), cell: (s) => s.country },
      { id: 'currency', header: t('stores.fields.currency'), cell: (s) => s.currency },
      {
        id: 'address',
        header: t('stores.fields.address'),
        cell: (s) =>
          [s.address.line1, s.address.postalCode, s.address.city].filter(Boolean).join(', '),
      },
      {
        id: 'active',
        priority: 'key',
        header: t('stores.fields.active'),
        cell: (s) => (
          <Badge colorPalette={s.active ? 'green' : 'gray'}>
            {s.active ? t('common.active') : t('common.inactive')}
          </Badge>
        ),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              priority: 'key' as const,
              header: <Text srOnly>{t('common.actions')}</Text>,
              align: 'end' as const,
              cell: (s: Store) => (
                <HStack justify="end" gap="1">
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t('stores.editTitle', { name: s.name })}
                    onClick={() => setEditing(s)}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button size="xs" variant="ghost" onClick={() => setToggling(s)}>
                    {s.active ? t('stores.deactivate') : t('stores.reactivate')}
                  </Button>
                </HStack>
              ),
            },
          ]
        : []),
    ],
    [t, canEdit],
  );

  return (
    <>
      <PageHeader
        title={t('title.store')}
        actions={
          canCreate && (
            <Button
              colorPalette="brand"
              {...preloadOn(StoreFormDialog)}
              onClick={() => setEditing('new')}
            >
              <AppIcon name="plus" />
              {t('stores.add')}
            </Button>
          )
        }
      />
      {stores.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, stores.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.store')}
        columns={columns}
        rows={stores.data?.items}
        rowId={(s) => s.id}
        loading={stores.isFetching}
        empty={t('stores.empty')}
      />
      <Suspense>
        {editing && (
          <StoreFormDialog
            store={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={!!toggling}
        title={
          toggling?.active
            ? t('stores.deactivateTitle', { name: toggling?.name })
            : t('stores.reactivateTitle', { name: toggling?.name ?? '' })
        }
        message={toggling?.active ? t('stores.deactivateHelp') : undefined}
        loading={save.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() =>
          toggling &&
          save.mutate(
            { active: !toggling.active },
            {
              onSuccess: (s) => {
                notify(
                  'success',
                  s.active
                    ? t('stores.reactivated', { name: s.name })
                    : t('stores.deactivated', { name: s.name }),
                );
                setToggling(null);
              },
              onError: (error) => notify('error', errorMessage(t, error)),
            },
          )
        }
      />
    </>
  );
}

export const Component = StorePage;
