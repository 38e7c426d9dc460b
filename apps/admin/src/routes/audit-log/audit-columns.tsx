import type { AuditEntry } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Badge, formatDate, Stack, Text, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { actionLabel, changedFields, fieldLabel, recordPath, showValue } from '../../lib/changes';
import { recordTypeLabel } from '../../lib/record-types';

/**
 * `names`: the names of the page's ids, to show ids as people know them; `vocabulary`
 * changes when a remote registers its audit words (the columns are drawn again).
 */
export function useAuditColumns(
  names: Map<string, string>,
  vocabulary = '',
): DataColumn<AuditEntry>[] {
  const { t, i18n } = useTranslation('admin');
  return useMemo(
    () => [
      {
        id: 'at',
        priority: 'key',
        header: t('audit.at'),
        cell: (e) => formatDate(e.at, 'datetime', i18n.language),
      },
      {
        id: 'user',
        header: t('audit.user'),
        cell: (e) => (e.userId ? (names.get(e.userId) ?? e.userId.slice(0, 8)) : t('audit.system')),
      },
      {
        id: 'action',
        priority: 'key',
        header: t('audit.action'),
        cell: (e) => <Badge>{actionLabel(t, e.action, e.recordType)}</Badge>,
      },
      {
        id: 'record',
        priority: 'key',
        header: t('audit.recordType'),
        cell: (e) => (
          <Stack gap="0">
            <Text>{recordTypeLabel(t, e.recordType)}</Text>
            <RecordRef entry={e} />
          </Stack>
        ),
      },
      {
        id: 'changes',
        header: t('audit.changes'),
        cell: (e) => (
          <Stack gap="1" as="ul" listStyleType="none">
            {changedFields(e.before, e.after).map((c) => (
              <Text as="li" key={c.field} textStyle="xs">
                {/* values may be Latin in an Arabic page (e-mails, codes): each is isolated */}
                <Text as="span" fontWeight="semibold">
                  {fieldLabel(t, c.field, e.recordType)}
                </Text>
                :{' '}
                <Text as="del" color="fg.muted">
                  <bdi>
                    {showValue(t, c.field, c.before, {
                      names,
                      recordType: e.recordType,
                      language: i18n.language,
                    })}
                  </bdi>
                </Text>
                {` ${t('audit.arrow')} `}
                <Text as="ins" textDecoration="none">
                  <bdi>
                    {showValue(t, c.field, c.after, {
                      names,
                      recordType: e.recordType,
                      language: i18n.language,
                    })}
                  </bdi>
                </Text>
              </Text>
            ))}
          </Stack>
        ),
      },
    ],
    // vocabulary: not read here, but the labels above change when a remote registers late.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, names, vocabulary],
  );
}

/** The record as people know it (its number, its name), else its short id; a link to its page when it has one. */
function RecordRef({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const short = entry.recordLabel ? (
    <Text as="span" textStyle="xs" color="fg.muted">
      <bdi>{entry.recordLabel}</bdi>
    </Text>
  ) : (
    <Text as="span" textStyle="xs" color="fg.muted" dir="ltr">
      {entry.recordId.slice(0, 8)}
    </Text>
  );
  const path = recordPath(entry);
  return path ? (
    <Link
      to={path}
      aria-label={t('audit.open', { id: entry.recordLabel ?? entry.recordId.slice(0, 8) })}
    >
      {short}
    </Link>
  ) : (
    short
  );
}
