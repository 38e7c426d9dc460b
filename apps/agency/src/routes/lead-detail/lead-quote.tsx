import type { Lead } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage, saveBlob } from '@sp/page-kit';
import { useMutation } from '@sp/api-client';
import { Alert, AppIcon, Button, Skeleton, Text, notify } from '@sp/ui';
import { agencyApi } from '../../api/endpoints';
import { useLeadQuote } from '../../api/queries';
import { QuoteView } from '../../components/quote-view';
import { Section } from './section';

/** The chosen programme's cost for this student and their dependents, and the PDF to send them. */
export function LeadQuote({ lead }: { lead: Lead }) {
  const { t } = useTranslation('agency');
  const quote = useLeadQuote(lead.id, !!lead.programmeId);
  const pdf = useMutation({ mutationFn: () => agencyApi.leads.quotePdf(lead.id), onSuccess: (blob) => saveBlob(blob, `${lead.number}-quote.pdf`), onError: (e) => notify('error', errorMessage(t, e)) });
  return (
    <Section title={t('quote.title')} actions={quote.data && (
      <Button size="sm" variant="outline" loading={pdf.isPending} onClick={() => pdf.mutate()}><AppIcon name="file" />{t('quote.pdf')}</Button>
    )}>
      {!lead.programmeId && <Text color="fg.muted">{t('quote.noProgramme')}</Text>}
      {lead.programmeId && quote.isLoading && <Skeleton height="24" />}
      {quote.error && <Alert.Root status="warning"><Alert.Indicator /><Alert.Description>{errorMessage(t, quote.error)}</Alert.Description></Alert.Root>}
      {quote.data && <QuoteView quote={quote.data} />}
    </Section>
  );
}
