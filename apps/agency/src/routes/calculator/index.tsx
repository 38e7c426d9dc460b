import type { Quote } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { FormField, PageHeader, saveBlob } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import {
  AppIcon,
  Button,
  Card,
  Grid,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
  notify,
} from '@sp/ui';
import { useMutation } from '@sp/api-client';
import { useState, type FormEvent } from 'react';
import { agencyApi, type QuoteRequest } from '../../api/endpoints';
import { QuoteView } from '../../components/quote-view';
import { ProgrammePicker } from '../../components/programme-picker';

interface DependentRow {
  name: string;
  age: string;
}

/** /config/calculator: what a programme costs a student and their dependents, before any lead exists. */
export function CalculatorPage() {
  const { t, i18n } = useTranslation('agency');
  const [programmeId, setProgrammeId] = useState('');
  const [intake, setIntake] = useState('');
  const [dependents, setDependents] = useState<DependentRow[]>([]);
  const [quote, setQuote] = useState<Quote | null>(null);
  const request = (): QuoteRequest => ({
    programmeId,
    ...(intake ? { intake } : {}),
    dependents: dependents
      .filter((d) => d.age !== '')
      .map((d) => ({ name: d.name, age: Number(d.age) })),
    language: (['en', 'fr', 'ar'].includes(i18n.language)
      ? i18n.language
      : 'en') as QuoteRequest['language'],
  });
  const compute = useMutation({
    mutationFn: agencyApi.quotes.compute,
    onSuccess: setQuote,
    onError: (e) => notify('error', errorMessage(t, e)),
  });
  const pdf = useMutation({
    mutationFn: agencyApi.quotes.pdf,
    onSuccess: (blob) => saveBlob(blob, `quote-${quote?.programmeName ?? ''}.pdf`),
    onError: (e) => notify('error', errorMessage(t, e)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (programmeId) compute.mutate(request());
  };
  const setDependent = (i: number, patch: Partial<DependentRow>) =>
    setDependents((all) => all.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  return (
    <>
      <PageHeader title={t('title.calculator')} subtitle={t('calculator.help')} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
        gap="6"
      >
        <Card.Root>
          <Card.Body>
            <Stack as="form" gap="4" onSubmit={submit}>
              <FormField
                label={t('leads.fields.programme')}
                required
                error={
                  compute.isError && !programmeId ? t('calculator.chooseProgramme') : undefined
                }
              >
                <ProgrammePicker value={programmeId} onChange={setProgrammeId} />
              </FormField>
              <FormField label={t('leads.fields.intake')} helper={t('leads.intakeHelp')}>
                <Input
                  value={intake}
                  onChange={(e) => setIntake(e.target.value)}
                  placeholder="2027-09"
                  dir="ltr"
                />
              </FormField>
              <Text fontWeight="semibold">{t('leads.fields.dependents')}</Text>
              {dependents.map((d, i) => (
                <HStack key={i}>
                  <Input
                    aria-label={t('leads.dependent.name')}
                    placeholder={t('leads.dependent.name')}
                    value={d.name}
                    onChange={(e) => setDependent(i, { name: e.target.value })}
                  />
                  <Input
                    aria-label={t('leads.dependent.age')}
                    placeholder={t('leads.dependent.age')}
                    type="number"
                    min={0}
                    max={120}
                    width="24"
                    value={d.age}
                    onChange={(e) => setDependent(i, { age: e.target.value })}
                  />
                  <IconButton
                    variant="ghost"
                    aria-label={t('leads.dependent.remove')}
                    onClick={() => setDependents((all) => all.filter((_, j) => j !== i))}
                  >
                    <AppIcon name="close" />
                  </IconButton>
                </HStack>
              ))}
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setDependents((all) => [...all, { name: '', age: '' }])}
                >
                  <AppIcon name="plus" />
                  {t('leads.dependent.add')}
                </Button>
              </div>
              <HStack>
                <Button
                  type="submit"
                  colorPalette="brand"
                  disabled={!programmeId}
                  loading={compute.isPending}
                >
                  {t('calculator.compute')}
                </Button>
                {quote && (
                  <Button
                    variant="outline"
                    loading={pdf.isPending}
                    onClick={() => pdf.mutate(request())}
                  >
                    <AppIcon name="file" />
                    {t('quote.pdf')}
                  </Button>
                )}
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root as="section" aria-label={t('calculator.result')}>
          <Card.Body>
            {quote ? (
              <QuoteView quote={quote} />
            ) : (
              <Text color="fg.muted">{t('calculator.empty')}</Text>
            )}
          </Card.Body>
        </Card.Root>
      </Grid>
    </>
  );
}

export const Component = CalculatorPage;
