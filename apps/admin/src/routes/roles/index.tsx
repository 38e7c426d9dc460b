import { rulesForRole } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { useAuthStore, useCan } from '@sp/shared-auth';
import { Alert, Badge, Button, HStack, notify, Skeleton, Tabs, Text } from '@sp/ui';
import { useMemo, useState } from 'react';
import { useRoles, useSaveAgentRole } from '../../api/roles';
import { PageHeader, errorMessage } from '@sp/page-kit';
import { allowedCells, overridesFor, type Cell } from '../../lib/matrix';
import { RoleInWords } from '../../components/role-in-words';
import { RoleMatrix } from '../../components/role-matrix';
import { LeaveGuard } from '../../components/leave-guard';

const sameCells = (a: Set<Cell>, b: Set<Cell>) =>
  a.size === b.size && [...a].every((c) => b.has(c));

/** /roles: each role's effective rules; an admin narrows or widens the agent role. */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const roles = useRoles();
  const save = useSaveAgentRole();
  const ability = useAuthStore((s) => s.ability);
  const canEdit = useCan({ action: 'update', subject: 'Role' });
  const ceiling = useMemo(() => allowedCells(ability), [ability]);
  const [draft, setDraft] = useState<Set<Cell> | null>(null);
  const agent = roles.data?.items.find((r) => r.role === 'agent');
  const agentCells = useMemo(() => (agent ? allowedCells(agent.rules) : new Set<Cell>()), [agent]);
  const shown = draft ?? agentCells;
  // Toggled back to where it was is not a change worth asking about.
  const dirty = draft !== null && !sameCells(draft, agentCells);

  const toggle = (cell: Cell, on: boolean) => {
    const next = new Set(shown);
    if (on) next.add(cell);
    else next.delete(cell);
    setDraft(next);
  };
  const submit = (cells: Set<Cell>) =>
    save.mutate(overridesFor(rulesForRole('agent'), cells), {
      onSuccess: () => {
        setDraft(null);
        notify('success', t('roles.saved'));
      },
      onError: (error) => notify('error', errorMessage(t, error)),
    });

  if (roles.error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(t, roles.error)}</Alert.Title>
      </Alert.Root>
    );
  return (
    <>
      <PageHeader title={t('title.roles')} subtitle={t('roles.intro')} />
      <LeaveGuard when={dirty} title={t('roles.leaveTitle')} message={t('roles.leaveMessage')} />
      {!roles.data ? (
        <Skeleton height="64" />
      ) : (
        <Tabs.Root defaultValue="agent" lazyMount>
          <Tabs.List overflowX="auto">
            {roles.data.items.map((r) => (
              <Tabs.Trigger key={r.role} value={r.role}>
                {t(`role.${r.role}`)} <Badge marginInlineStart="2">{r.userCount}</Badge>
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {roles.data.items.map((r) => (
            <Tabs.Content key={r.role} value={r.role}>
              {r.role === 'agent' && r.editable && canEdit ? (
                <>
                  <Text color="fg.muted" marginBlockEnd="3">
                    {t('roles.agentHelp')}
                  </Text>
                  <RoleInWords cells={shown} />
                  <RoleMatrix
                    caption={t(`role.${r.role}`)}
                    cells={shown}
                    editable={(c) => ceiling.has(c)}
                    onToggle={toggle}
                  />
                  <HStack marginBlockStart="4" gap="3" wrap="wrap">
                    <Button
                      colorPalette="brand"
                      disabled={!draft}
                      loading={save.isPending}
                      onClick={() => draft && submit(draft)}
                    >
                      {t('common.save')}
                    </Button>
                    <Button variant="outline" disabled={!draft} onClick={() => setDraft(null)}>
                      {t('roles.discard')}
                    </Button>
                    <Button
                      variant="ghost"
                      onClick={() => submit(allowedCells(rulesForRole('agent')))}
                    >
                      {t('roles.resetDefaults')}
                    </Button>
                  </HStack>
                </>
              ) : (
                <>
                  <RoleInWords cells={allowedCells(r.rules)} />
                  <RoleMatrix caption={t(`role.${r.role}`)} cells={allowedCells(r.rules)} />
                </>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </>
  );
}

export const Component = RolesPage;
