import { useState } from 'react';
import { useMutation } from '@sp/api-client';
import type { ImportKind } from '@sp/contracts/api';
import { Alert, Button, Card, Field, Heading, Input, Stack, Text } from '@sp/ui';
import { importsApi } from './api';
import { apiErrorText } from './error-text';
import { useImportTexts } from './texts';

export interface UploadStepProps {
  kind: ImportKind;
  acceptPdf?: boolean;
  onUploaded(id: string): void;
}

/** Step 1: the file, with the limits the API enforces stated before the user tries. */
export function UploadStep({ kind, acceptPdf, onUploaded }: UploadStepProps) {
  const { t } = useImportTexts();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({ mutationFn: (f: File) => importsApi.upload(kind, f), onSuccess: (r) => onUploaded(r.id) });
  const accept = ['.csv', '.txt', '.xlsx', ...(acceptPdf ? ['.pdf'] : [])].join(',');
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4" as="form" onSubmit={(e) => { e.preventDefault(); if (file) upload.mutate(file); }}>
          <Heading as="h2" size="md">{t('upload.title')}</Heading>
          <Field.Root invalid={upload.isError}>
            <Field.Label>{t('upload.label')}</Field.Label>
            <Input type="file" accept={accept} padding="1" onChange={(e) => { setFile(e.currentTarget.files?.[0] ?? null); upload.reset(); }} />
            <Field.HelperText>{acceptPdf ? t('upload.typesPdf') : t('upload.types')} {t('upload.limits')}</Field.HelperText>
          </Field.Root>
          {upload.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Description>{apiErrorText(t, upload.error)}</Alert.Description>
            </Alert.Root>
          )}
          <div>
            <Button type="submit" colorPalette="brand" disabled={!file} loading={upload.isPending} loadingText={t('upload.uploading')}>
              {t('upload.submit')}
            </Button>
          </div>
          {file && <Text srOnly>{file.name}</Text>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
