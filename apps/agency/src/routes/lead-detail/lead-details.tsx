import type { Lead } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Box, SimpleGrid, Text, formatDate } from '@sp/ui';
import { formatMoney } from '../../lib/format';
import { Section } from '../../components/section';

/** What we know of the student: contact, age, dependents, plans, source, who follows them. */
export function LeadDetails({ lead: l }: { lead: Lead }) {
  const { t, i18n } = useTranslation('agency');
  const rows: [string, string][] = [
    ['email', l.email ?? '–'],
    ['phone', l.phone ?? '–'],
    ['age', l.age === null ? '–' : t('leads.years', { count: l.age })],
    ['nationality', l.nationality || '–'],
    ['language', t(`languages.${l.language}`)],
    ['destination', l.destinationName ?? '–'],
    ['programme', l.programmeName ?? '–'],
    ['intake', l.intake ?? '–'],
    ['budget', formatMoney(l.budget, l.currency, i18n.language)],
    ['source', t(`source.${l.source}`)],
    ['subAgency', l.subAgencyName ?? '–'],
    ['assignedTo', l.assignedToName ?? t('leads.unassigned')],
    [
      'dependents',
      l.dependents.length
        ? l.dependents
            .map(
              (d) =>
                `${d.name} (${t(`relation.${d.relation}`)}, ${t('leads.years', { count: d.age })})`,
            )
            .join(', ')
        : '–',
    ],
    [
      'terms',
      l.termsVersion
        ? t('leads.termsAccepted', {
            version: l.termsVersion,
            date: formatDate(l.termsAcceptedAt, 'DD Mon, YYYY', i18n.language),
          })
        : t('leads.termsNotAccepted'),
    ],
  ];
  if (l.status === 'lost') rows.push(['lostReason', l.lostReason ?? '']);
  // What the enrolment earned (programme rule, then the sub-agency's share of it).
  if (l.commission) {
    const money = (v: string) => formatMoney(v, l.commission!.currency, i18n.language);
    rows.push([
      'commission',
      t('leads.commissionSplit', {
        total: money(l.commission.total),
        agency: money(l.commission.agencyShare),
        subAgency: money(l.commission.subAgencyShare),
      }),
    ]);
  }
  return (
    <Section title={t('leads.details')}>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="3">
        {rows.map(([k, v]) => (
          <Box key={k}>
            <Text as="dt" color="fg.muted" fontSize="sm">
              {t(`leads.fields.${k}`)}
            </Text>
            <Text
              as="dd"
              dir={k === 'email' || k === 'phone' ? 'ltr' : undefined}
              textAlign="start"
            >
              {v}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
