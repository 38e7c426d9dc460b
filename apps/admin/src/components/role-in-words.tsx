import { useTranslation } from '@sp/i18n';
import { Stack, Text } from '@sp/ui';
import { useTenantSubjects } from '../api/tenant-subjects';
import { cellOf, MATRIX_ACTIONS, MATRIX_SUBJECTS, type Cell } from '../lib/matrix';

/** A role's cells as sentences an admin reads: "Can see: Orders, Products." per action. */
export function RoleInWords({ cells }: { cells: Set<Cell> }) {
  const { t, i18n } = useTranslation('admin');
  const own = useTenantSubjects();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const lines = MATRIX_ACTIONS.flatMap((action) => {
    const names = MATRIX_SUBJECTS.filter(
      (s) => s !== 'AclDemo' && own?.has(s) && cells.has(cellOf(action, s)),
    ).map((s) => t(`subject.${s}`));
    return names.length
      ? [{ action, text: t(`roles.can.${action}`, { list: list.format(names) }) }]
      : [];
  });
  return (
    <Stack gap="1" as="section" aria-label={t('roles.inWords')} marginBlockEnd="4">
      {lines.length === 0 ? (
        <Text>{t('roles.can.nothing')}</Text>
      ) : (
        lines.map((l) => <Text key={l.action}>{l.text}</Text>)
      )}
    </Stack>
  );
}
