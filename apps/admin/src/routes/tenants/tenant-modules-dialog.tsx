import type { Tenant, UpdateTenantModulesBody } from '@sp/contracts/api';
import { MODULE_CATALOG } from '@sp/contracts';
import { manifestUrlProblem } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Checkbox, Field, Input, notify, Stack, Text } from '@sp/ui';
import { useState, type FormEvent } from 'react';
import { useSetTenantModules } from '../../api/tenants';
import { FormDialog, errorMessage } from '@sp/page-kit';

export interface TenantModulesDialogProps {
  tenant: Tenant;
  onClose: () => void;
}

type Row = { on: boolean; url: string };
type ModuleName = UpdateTenantModulesBody['modules'][number]['name'];

/** Which remotes a tenant gets, and where each is deployed (empty URL: the default). */
export default function TenantModulesDialog({ tenant, onClose }: TenantModulesDialogProps) {
  const { t } = useTranslation('admin');
  const save = useSetTenantModules(tenant.id);
  const names = Object.keys(MODULE_CATALOG);
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(
      names.map((n) => {
        const m = tenant.modules.find((x) => x.name === n);
        return [n, { on: !!m, url: m?.manifestUrl ?? '' }];
      }),
    ),
  );
  // Modules whose URL the rule refuses (the API's rule, from contracts), shown under each field.
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const set = (name: string, patch: Partial<Row>) => {
    setRows((r) => ({ ...r, [name]: { ...r[name]!, ...patch } }));
    setInvalid((s) => (s.has(name) ? new Set([...s].filter((n) => n !== name)) : s));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const modules = names
      .filter((n) => rows[n]!.on)
      .map((n) => ({ name: n as ModuleName, manifestUrl: rows[n]!.url.trim() || null }));
    const refused = modules
      .filter((m) => m.manifestUrl && manifestUrlProblem(m.manifestUrl))
      .map((m) => m.name);
    if (refused.length) return setInvalid(new Set(refused));
    save.mutate(
      { modules },
      {
        onSuccess: () => {
          notify('success', t('tenants.modulesSaved', { name: tenant.name }));
          onClose();
        },
        onError: (error) => {
          // A field error of the server (modules.<i>.manifestUrl) goes under that module's field.
          const details = (error as { details?: { path: string }[] }).details ?? [];
          const fromServer = details
            .flatMap((d) => {
              const match = /^modules\.(\d+)\.manifestUrl$/.exec(d.path);
              return match ? [modules[Number(match[1])]?.name ?? ''] : [];
            })
            .filter(Boolean);
          if (fromServer.length) setInvalid(new Set(fromServer));
          else notify('error', errorMessage(t, error));
        },
      },
    );
  };

  return (
    <FormDialog
      open
      size="lg"
      title={t('tenants.modulesOf', { name: tenant.name })}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <Text color="fg.muted">{t('tenants.modulesHelp')}</Text>
      {names.map((name) => (
        <Stack key={name} gap="2" borderBottomWidth="1px" paddingBlockEnd="3">
          <Checkbox.Root
            checked={rows[name]!.on}
            onCheckedChange={(e) => set(name, { on: !!e.checked })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{name}</Checkbox.Label>
          </Checkbox.Root>
          <Field.Root invalid={invalid.has(name)}>
            <Input
              size="sm"
              dir="ltr"
              aria-label={t('tenants.manifestUrlOf', { name })}
              placeholder={`/remotes/${name}/mf-manifest.json`}
              value={rows[name]!.url}
              disabled={!rows[name]!.on}
              onChange={(e) => set(name, { url: e.currentTarget.value })}
            />
            <Field.ErrorText>{t('tenants.manifestUrlInvalid')}</Field.ErrorText>
          </Field.Root>
        </Stack>
      ))}
    </FormDialog>
  );
}
