import { agencyPaths } from '@sp/contracts/paths';
import type { Destination, Programme } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, lazyPart } from '@sp/page-kit';
import { useQuery } from '@sp/api-client';
import { Link as RouterLink, useParams } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Alert, Button, Grid, HStack, Skeleton, Stack, Text } from '@sp/ui';
import { Suspense, useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { keys } from '../../api/queries';
import { configResources } from '../../lib/config-resources';
import { errorMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/format';
import { Section } from '../../components/section';
import { localName } from '../../components/config-columns';
import { ConfigSection } from './config-section';
import { ScheduleTotal } from './schedule-total';

const ConfigFormDialog = lazyPart(() => import('../../components/config-form-dialog'));
const byId = (id: string) => configResources.find((c) => c.id === id)!;

/**
 * /config/programmes/:programmeId: one programme's whole setup on one page (issue 32): the
 * programme and its destination, cost components, payment schedule, conditions, commission
 * and the destination's age-vs-dependents bands, each section edited where it is shown.
 */
export function ProgrammePage() {
  const { programmeId = '' } = useParams();
  const { t, i18n } = useTranslation('agency');
  const canEdit = useCan({ action: 'update', subject: 'AgencyConfig' });
  const [editing, setEditing] = useState<'programme' | 'destination' | null>(null);
  const programme = useQuery({
    queryKey: [...keys.config('programmes'), 'one', programmeId],
    queryFn: () => agencyApi.config.get<Programme>('programmes', programmeId),
  });
  const destinationId = programme.data?.destinationId ?? '';
  const destination = useQuery({
    queryKey: [...keys.config('destinations'), 'one', destinationId],
    enabled: !!destinationId,
    queryFn: () => agencyApi.config.get<Destination>('destinations', destinationId),
  });
  if (programme.error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(t, programme.error)}</Alert.Title>
      </Alert.Root>
    );
  if (!programme.data) return <Skeleton height="64" />;
  const p = programme.data;
  const d = destination.data;
  const facts: [string, string][] = [
    ['names_fr', p.names.fr || '–'],
    ['names_ar', p.names.ar || '–'],
    ['institution', p.institution],
    ['level', t(`options.${p.level}`)],
    ['intakes', p.intakes.join(', ') || '–'],
    ['durationMonths', String(p.durationMonths)],
    ['tuition', formatMoney(p.tuition, p.currency, i18n.language)],
    ['active', p.active ? t('common.yes') : t('common.no')],
  ];
  const edit = (what: 'programme' | 'destination') =>
    canEdit && (
      <Button size="sm" variant="outline" onClick={() => setEditing(what)}>
        {t('common.edit')}
      </Button>
    );
  return (
    <>
      <PageHeader
        title={localName(p, p.name, i18n.language)}
        subtitle={p.institution}
        actions={
          <Button asChild variant="outline">
            <RouterLink to={agencyPaths.programmes()}>{t('programme.allProgrammes')}</RouterLink>
          </Button>
        }
      />
      <Stack gap="6">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="6">
          <Section title={t('programme.details')} actions={edit('programme')}>
            <Stack as="dl" gap="1">
              {facts.map(([k, v]) => (
                <HStack key={k} justify="space-between" gap="4">
                  <Text as="dt" color="fg.muted">
                    {t(`config.fields.${k}`)}
                  </Text>
                  <Text as="dd" dir={k === 'names_ar' ? 'rtl' : undefined}>
                    {v}
                  </Text>
                </HStack>
              ))}
            </Stack>
          </Section>
          <Section title={t('config.fields.destinationId')} actions={edit('destination')}>
            {d ? (
              <Stack as="dl" gap="1">
                {(
                  [
                    ['name', d.name],
                    ['country', d.country],
                    ['currency', d.currency],
                    ['visaNotes', d.visaNotes || '–'],
                  ] as const
                ).map(([k, v]) => (
                  <HStack key={k} justify="space-between" gap="4">
                    <Text as="dt" color="fg.muted">
                      {t(`config.fields.${k}`)}
                    </Text>
                    <Text as="dd">{v}</Text>
                  </HStack>
                ))}
              </Stack>
            ) : (
              <Skeleton height="16" />
            )}
          </Section>
        </Grid>
        <ConfigSection resource="costComponents" parent={{ programmeId }} />
        <ConfigSection
          resource="paymentSchedules"
          parent={{ programmeId }}
          footer={(items) => <ScheduleTotal items={items} />}
        />
        <ConfigSection resource="programConditions" parent={{ programmeId }} />
        <ConfigSection resource="commission" parent={{ programmeId }} />
        {destinationId && <ConfigSection resource="ageDependents" parent={{ destinationId }} />}
      </Stack>
      <Suspense>
        {editing === 'programme' && (
          <ConfigFormDialog
            config={byId('programmes')}
            item={p as never}
            onClose={() => setEditing(null)}
          />
        )}
        {editing === 'destination' && d && (
          <ConfigFormDialog
            config={byId('destinations')}
            item={d as never}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}

export const Component = ProgrammePage;
