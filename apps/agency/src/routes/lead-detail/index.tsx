import { useTranslation } from '@sp/i18n';
import { PageHeader } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { useParams } from '@sp/router';
import { Alert, Grid, GridItem, HStack, Skeleton, Stack } from '@sp/ui';
import { useLead } from '../../api/queries';
import { StatusBadge } from '../../components/status-badge';
import type { QuoteVersion } from '@sp/contracts/api';
import { useState } from 'react';
import { LeadActivity } from './lead-activity';
import { LeadContract } from './lead-contract';
import { LeadDetails } from './lead-details';
import { LeadDocuments } from './lead-documents';
import { LeadDuplicates } from './lead-duplicates';
import { LeadQuote } from './lead-quote';
import { LeadStatusControl } from './lead-status-control';
import { LeadTasks } from './lead-tasks';

/** /leads/:leadId: details, status, quote, documents checklist, tasks and the activity timeline. */
export function LeadDetailPage() {
  const { leadId = '' } = useParams();
  const { t } = useTranslation('agency');
  const lead = useLead(leadId);
  const [version, setVersion] = useState<QuoteVersion | null>(null);
  if (lead.error)
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(t, lead.error)}</Alert.Title>
      </Alert.Root>
    );
  if (!lead.data) return <Skeleton height="64" />;
  const l = lead.data;
  return (
    <>
      <PageHeader
        title={l.fullName}
        subtitle={l.number}
        actions={
          <HStack>
            <StatusBadge status={l.status} />
            <LeadStatusControl lead={l} />
          </HStack>
        }
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
      >
        <GridItem>
          <Stack gap="6">
            <LeadDuplicates lead={l} />
            <LeadDetails lead={l} />
            <LeadContract key={`${l.id}-${l.updatedAt}`} lead={l} onShowVersion={setVersion} />
            <LeadQuote lead={l} version={version} onBack={() => setVersion(null)} />
            <LeadDocuments lead={l} />
          </Stack>
        </GridItem>
        <GridItem>
          <Stack gap="6">
            <LeadTasks leadId={l.id} />
            <LeadActivity leadId={l.id} />
          </Stack>
        </GridItem>
      </Grid>
    </>
  );
}

export const Component = LeadDetailPage;
