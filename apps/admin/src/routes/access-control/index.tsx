import { actions, platformSubjects, subjects, type Action, type Subject } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { Heading, Stack } from '@sp/ui';
import { useMemo, useState } from 'react';
import { PageHeader } from '@sp/page-kit';
import { allowedCells } from '../../lib/matrix';
import { RoleMatrix } from '../../components/role-matrix';
import { useTenantSubjects } from '../../api/tenant-subjects';
import { CanCheck } from './can-check';

/**
 * /access-control (read AclDemo), "My permissions": what the signed-in member may do, in the
 * words of the roles page, and a "can I" check. The raw rules (allow/deny, CASL's codes) were a
 * developer's view and are not shown (issue 37).
 */
export function AccessControlPage() {
  const { t } = useTranslation('admin');
  const ability = useAuthStore((s) => s.ability);
  const role = useAuthStore((s) => s.userData?.role);
  const cells = useMemo(() => allowedCells(ability), [ability]);
  const [picked, setCheck] = useState<{ action: Action; subject: Subject }>({
    action: 'read',
    subject: 'Order',
  });
  // "Can I ...?" offers the subjects of the tenant's own modules (an agency has no orders or
  // stores), and the platform's (tenants): what a tenant's admin may not do is worth asking too.
  const own = useTenantSubjects();
  const shown = useMemo(
    () => (own ? subjects.filter((s) => own.has(s) || platformSubjects.includes(s)) : subjects),
    [own],
  );
  const check = shown.includes(picked.subject)
    ? picked
    : { ...picked, subject: shown[0] ?? picked.subject };

  return (
    <>
      <PageHeader
        title={t('title.accessControl')}
        subtitle={t('acl.intro', { role: role ? t(`role.${role}`) : '' })}
      />
      <Stack gap="6">
        <CanCheck
          value={check}
          onChange={setCheck}
          allowed={ability.can(check.action, check.subject)}
          actions={actions}
          subjects={shown}
        />
        <div>
          <Heading as="h2" size="md" marginBlockEnd="3">
            {t('acl.matrix')}
          </Heading>
          <RoleMatrix caption={t('acl.matrix')} cells={cells} />
        </div>
      </Stack>
    </>
  );
}

export const Component = AccessControlPage;
