import type { Lead, QuoteVersion } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { saveBlob } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { useMutation } from '@sp/api-client';
import { Alert, AppIcon, Button, HStack, Skeleton, Text, notify } from '@sp/ui';
import { agencyApi } from '../../api/endpoints';
import { useLeadQuote } from '../../api/queries';
import { QuoteView } from '../../components/quote-view';
import { Section } from '../../components/section';

/** The chosen programme's cost for this student and their dependents, and the PDF to send them. */
export function LeadQuote({
  lead,
  version,
  onBack,
}: {
  lead: Lead;
  version?: QuoteVersion | null;
  onBack?: () => void;
}) {
  const { t } = useTranslation('agency');
  const live = useLeadQuote(lead.id, !!lead.programmeId && !version);
  // A stored version (read from the contract section) replaces the live quote until closed.
  const quote = version ? { data: version.quote, isLoading: false, error: null } : live;
  const pdf = useMutation({
    mutationFn: () => agencyApi.leads.quotePdf(lead.id, version?.version),
    onSuccess: (blob) => saveBlob(blob, `${lead.number}-quote.pdf`),
    onError: (e) => notify('error', errorMessage(t, e)),
  });
  return (
    <Section
      title={version ? t('contract.versionTitle', { version: version.version }) : t('quote.title')}
      actions={
        quote.data && (
          <HStack>
            {version && (
              <Button size="sm" variant="ghost" onClick={onBack}>
                {t('contract.backToCurrent')}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              loading={pdf.isPending}
              onClick={() => pdf.mutate()}
            >
              <AppIcon name="file" />
              {t('quote.pdf')}
            </Button>
          </HStack>
        )
      }
    >
      {!lead.programmeId && !version && <Text color="fg.muted">{t('quote.noProgramme')}</Text>}
      {lead.programmeId && quote.isLoading && <Skeleton height="24" />}
      {quote.error && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{errorMessage(t, quote.error)}</Alert.Description>
        </Alert.Root>
      )}
      {quote.data && <QuoteView quote={quote.data} />}
    </Section>
  );
}
