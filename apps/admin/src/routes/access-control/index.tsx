import { actions, platformSubjects, subjects, type Action, type Subject } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { Badge, Card, Heading, Stack, Table, Text } from '@sp/ui';
import { useMemo, useState } from 'react';
import { PageHeader } from '@sp/page-kit';
import { allowedCells } from '../../lib/matrix';
import { RoleMatrix } from '../../components/role-matrix';
import { useTenantSubjects } from '../../api/tenant-subjects';
import { CanCheck } from './can-check';

/** /access-control (read AclDemo): the signed-in user's own abilities, and a "can I" check. */
export function AccessControlPage() {
  const { t } = useTranslation('admin');
  const rules = useAuthStore((s) => s.userAbilityRules);
  const ability = useAuthStore((s) => s.ability);
  const role = useAuthStore((s) => s.userData?.role);
  const cells = useMemo(() => allowedCells(ability), [ability]);
  const [picked, setCheck] = useState<{ action: Action; subject: Subject }>({ action: 'read', subject: 'Order' });
  // "Can I ...?" offers the subjects of the tenant's own modules (an agency has no orders or
  // stores), and the platform's (tenants): what a tenant's admin may not do is worth asking too.
  const own = useTenantSubjects();
  const shown = useMemo(() => (own ? subjects.filter((s) => own.has(s) || platformSubjects.includes(s)) : subjects), [own]);
  const check = shown.includes(picked.subject) ? picked : { ...picked, subject: shown[0] ?? picked.subject };

  return (
    <>
      <PageHeader title={t('title.accessControl')} subtitle={t('acl.intro', { role: role ? t(`role.${role}`) : '' })} />
      <Stack gap="6">
        <CanCheck value={check} onChange={setCheck} allowed={ability.can(check.action, check.subject)} actions={actions} subjects={shown} />
        <Card.Root>
          <Card.Body>
            <Heading as="h2" size="md" marginBlockEnd="3">{t('acl.rules')}</Heading>
            {rules.length === 0 ? (
              <Text color="fg.muted">{t('acl.noRules')}</Text>
            ) : (
              <Table.Root size="sm" aria-label={t('acl.rules')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('acl.action')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('roles.subject')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('acl.effect')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rules.map((rule, i) => (
                    <Table.Row key={i}>
                      <Table.Cell>{[rule.action].flat().map((a) => t(`roles.action.${a}`, { defaultValue: String(a) })).join(', ')}</Table.Cell>
                      <Table.Cell>{[rule.subject].flat().map((s) => t(`subject.${s}`, { defaultValue: String(s) })).join(', ')}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={rule.inverted ? 'red' : 'green'}>{rule.inverted ? t('acl.deny') : t('acl.allow')}</Badge>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Card.Body>
        </Card.Root>
        <div>
          <Heading as="h2" size="md" marginBlockEnd="3">{t('acl.matrix')}</Heading>
          <RoleMatrix caption={t('acl.matrix')} cells={cells} />
        </div>
      </Stack>
    </>
  );
}

export const Component = AccessControlPage;
