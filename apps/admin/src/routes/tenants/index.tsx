import type { Tenant } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Alert, AppIcon, Badge, Button, DataTable, HStack, Text, type DataColumn } from '@sp/ui';
import { Suspense, useMemo, useState } from 'react';
import { useTenants } from '../../api/tenants';
import { PageHeader, errorMessage, lazyPart, preloadOn, usePreloadWhenIdle } from '@sp/page-kit';

const CreateTenantDialog = lazyPart(() => import('./create-tenant-dialog'));
const TenantModulesDialog = lazyPart(() => import('./tenant-modules-dialog'));
const TenantSettingsDialog = lazyPart(() => import('./tenant-settings-dialog'));

/** /tenants (super_admin): every tenant, creating one, and its modules. */
export function TenantsPage() {
  const { t } = useTranslation('admin');
  const tenants = useTenants();
  const [creating, setCreating] = useState(false);
  const [modulesOf, setModulesOf] = useState<Tenant | null>(null);
  const [settingsOf, setSettingsOf] = useState<Tenant | null>(null);
  usePreloadWhenIdle(CreateTenantDialog, TenantModulesDialog, TenantSettingsDialog);
  const columns = useMemo<DataColumn<Tenant>[]>(
    () => [
      {
        id: 'name',
        priority: 'key',
        header: t('tenants.fields.name'),
        cell: (x) => <Text fontWeight="medium">{x.name}</Text>,
      },
      {
        id: 'slug',
        header: t('tenants.fields.slug'),
        cell: (x) => <span dir="ltr">{x.slug}</span>,
      },
      {
        id: 'kind',
        priority: 'key',
        header: t('tenants.fields.kind'),
        cell: (x) => t(`tenants.kind.${x.kind}`),
      },
      { id: 'title', header: t('tenants.fields.appTitle'), cell: (x) => x.appTitle },
      {
        id: 'languages',
        header: t('tenants.fields.languages'),
        cell: (x) => x.languages.join(', '),
      },
      {
        id: 'modules',
        header: t('tenants.fields.modules'),
        cell: (x) => (
          <HStack gap="1" wrap="wrap">
            {x.modules.map((m) => (
              <Badge key={m.name}>{m.name}</Badge>
            ))}
          </HStack>
        ),
      },
      {
        id: 'actions',
        priority: 'key',
        header: <Text srOnly>{t('common.actions')}</Text>,
        align: 'end',
        cell: (x) => (
          <HStack gap="1" justify="end">
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setSettingsOf(x)}
              aria-label={t('tenants.settingsOf', { name: x.name })}
            >
              {t('tenants.settings')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setModulesOf(x)}
              aria-label={t('tenants.modulesOf', { name: x.name })}
            >
              {t('tenants.modules')}
            </Button>
          </HStack>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('title.tenants')}
        actions={
          <Button
            colorPalette="brand"
            {...preloadOn(CreateTenantDialog)}
            onClick={() => setCreating(true)}
          >
            <AppIcon name="plus" />
            {t('tenants.create')}
          </Button>
        }
      />
      {tenants.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, tenants.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.tenants')}
        columns={columns}
        rows={tenants.data?.items}
        rowId={(x) => x.id}
        loading={tenants.isFetching}
      />
      <Suspense>
        {creating && <CreateTenantDialog onClose={() => setCreating(false)} />}
        {modulesOf && <TenantModulesDialog tenant={modulesOf} onClose={() => setModulesOf(null)} />}
        {settingsOf && (
          <TenantSettingsDialog tenant={settingsOf} onClose={() => setSettingsOf(null)} />
        )}
      </Suspense>
    </>
  );
}

export const Component = TenantsPage;
