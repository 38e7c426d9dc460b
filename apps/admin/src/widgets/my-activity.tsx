import { useAuthStore } from '@sp/shared-auth';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Badge, formatDate, HStack, Skeleton, Stack, Text } from '@sp/ui';
import { errorMessage } from '@sp/page-kit';
import { useAuditLog } from '../api/audit';
import { actionLabel, recordPath } from '../lib/changes';
import { recordTypeLabel } from '../lib/record-types';
import { useAuditVocabulary } from '../lib/use-audit-vocabulary';

/**
 * The profile page's "recent activity": the signed-in user's own last audit entries, each
 * action and record type by its name in the reader's language, opening its record where it
 * has a page, in the words each remote registered (the admin draws the card).
 */
export default function MyActivityWidget() {
  const { t, i18n } = useTranslation('admin');
  const userId = useAuthStore((s) => s.userData?.id);
  const entries = useAuditLog({ page: 1, pageSize: 10, userId });
  // Each remote names its own record types; one that registers late re-renders the card.
  useAuditVocabulary();
  if (entries.error)
    return (
      <Text color="fg.error" role="alert">
        {errorMessage(t, entries.error)}
      </Text>
    );
  if (!entries.data) return <Skeleton height="24" />;
  if (entries.data.items.length === 0)
    return <Text color="fg.muted">{t('widgets.noActivity')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t('widgets.myActivity')}>
      {entries.data.items.map((e) => {
        const path = recordPath(e);
        // The record as people know it: "Orders ATL-000123", "Leads LD-000045 · Salma Bennani".
        const type = e.recordLabel
          ? `${recordTypeLabel(t, e.recordType)} ${e.recordLabel}`
          : recordTypeLabel(t, e.recordType);
        return (
          <HStack as="li" key={e.id} justify="space-between" gap="3">
            <HStack gap="2" minWidth="0">
              <Badge flexShrink={0}>{actionLabel(t, e.action, e.recordType)}</Badge>
              {path ? (
                <Link to={path}>
                  <bdi>{type}</bdi>
                </Link>
              ) : (
                <Text truncate>
                  <bdi>{type}</bdi>
                </Text>
              )}
            </HStack>
            <Text textStyle="xs" color="fg.muted" flexShrink={0}>
              {formatDate(e.at, 'datetime', i18n.language)}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
