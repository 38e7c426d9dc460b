import { useState } from 'react';
import { useQueryClient } from '@sp/api-client';
import type { ImportKind } from '@sp/contracts/api';
import { Alert, Button, Card, Heading, Spinner, Stack, Text } from '@sp/ui';
import { CountsBar } from './counts-bar';
import { ImportHistory } from './import-history';
import { MappingStep } from './mapping-step';
import { PreviewStep } from './preview-step';
import { ProgressStep } from './progress-step';
import { UploadStep } from './upload-step';
import { useImport, useImportParam } from './use-import';
import { useImportTexts } from './texts';

export interface ImportWizardProps {
  kind: ImportKind;
  /** Label PDFs (order labels kind). */
  acceptPdf?: boolean;
  /** For kinds whose rows go to one store: the caller's stores, asked before the upload when more than one. */
  stores?: readonly { id: string; name: string }[];
  defaultStoreId?: string | null;
}

/**
 * The same four steps for every kind: upload, map, preview, commit, then the history.
 * The import's id is in the URL, so a reload (or coming back later) resumes where it is.
 */
export function ImportWizard({ kind, acceptPdf, stores, defaultStoreId }: ImportWizardProps) {
  const { t } = useImportTexts();
  const queryClient = useQueryClient();
  const [id, setId] = useImportParam();
  const [remapping, setRemapping] = useState(false);
  const current = useImport(id);
  const imp = current.data;
  const restart = () => {
    setRemapping(false);
    setId(null);
    void queryClient.invalidateQueries({ queryKey: ['imports', 'history', kind] });
  };

  let step;
  if (!id)
    step = (
      <UploadStep
        kind={kind}
        acceptPdf={acceptPdf}
        stores={stores}
        defaultStoreId={defaultStoreId}
        onUploaded={setId}
      />
    );
  else if (current.isError) {
    step = (
      <Alert.Root status="error" role="alert">
        <Alert.Description>{t('apiError.unknown')}</Alert.Description>
      </Alert.Root>
    );
  } else if (!imp) step = <Spinner aria-label={t('progress.label')} />;
  else if (imp.status === 'analysing' || imp.status === 'committing')
    step = <ProgressStep imp={imp} />;
  else if (imp.status === 'failed') {
    step = (
      <Alert.Root status="error" role="alert">
        <Alert.Title>{t('failed.title')}</Alert.Title>
        <Alert.Description>
          {t(`apiError.${imp.error?.code ?? 'unknown'}`, { defaultValue: imp.error?.message })}
        </Alert.Description>
      </Alert.Root>
    );
  } else if (imp.status === 'committed') {
    step = (
      <Card.Root>
        <Card.Body>
          <Stack gap="3">
            <Heading as="h2" size="md" role="status">
              {t('done.title')}
            </Heading>
            {/* In orders when the rows group (an order's lines): the counts bar below gives the lines. */}
            <Text>
              {t('done.summary', {
                ...(imp.counts.records ?? imp.counts),
                error: imp.skipErrors ? (imp.counts.records ?? imp.counts).error : 0,
              })}
            </Text>
            <CountsBar counts={imp.counts} />
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  } else if (remapping || imp.error?.code === 'import_mapping_invalid') {
    step = <MappingStep imp={imp} onDone={() => setRemapping(false)} />;
  } else step = <PreviewStep imp={imp} onChangeMapping={() => setRemapping(true)} />;

  return (
    <Stack gap="5">
      {id && imp && <Text color="fg.muted">{imp.fileName}</Text>}
      {step}
      {id && imp && imp.status !== 'analysing' && imp.status !== 'committing' && (
        <div>
          <Button variant="outline" onClick={restart}>
            {t('again')}
          </Button>
        </div>
      )}
      <ImportHistory kind={kind} onOpen={setId} />
    </Stack>
  );
}
