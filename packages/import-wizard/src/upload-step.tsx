import { useState } from 'react';
import { useMutation } from '@sp/api-client';
import type { ImportKind } from '@sp/contracts/api';
import { Alert, Button, Card, Field, Heading, Input, NativeSelect, Stack, Text } from '@sp/ui';
import { importsApi } from './api';
import { apiErrorText } from './error-text';
import { useImportTexts } from './texts';

export interface UploadStepProps {
  kind: ImportKind;
  acceptPdf?: boolean;
  /** The stores the caller may import into: with more than one, the store is asked before the upload. */
  stores?: readonly { id: string; name: string }[];
  /** Preselected store (the top bar's). */
  defaultStoreId?: string | null;
  onUploaded(id: string): void;
}

/** Step 1: the file, with the limits the API enforces stated before the user tries. */
export function UploadStep({
  kind,
  acceptPdf,
  stores = [],
  defaultStoreId,
  onUploaded,
}: UploadStepProps) {
  const { t } = useImportTexts();
  const [file, setFile] = useState<File | null>(null);
  const askStore = stores.length > 1;
  const [picked, setStoreId] = useState('');
  // The top bar's store until the user picks one (the stores may arrive after the first render).
  const storeId = picked || (stores.some((s) => s.id === defaultStoreId) ? defaultStoreId! : '');
  const upload = useMutation({
    mutationFn: (f: File) => importsApi.upload(kind, f, askStore ? storeId : undefined),
    onSuccess: (r) => onUploaded(r.id),
  });
  const accept = ['.csv', '.txt', '.xlsx', ...(acceptPdf ? ['.pdf'] : [])].join(',');
  return (
    <Card.Root>
      <Card.Body>
        <Stack
          gap="4"
          as="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (file) upload.mutate(file);
          }}
        >
          <Heading as="h2" size="md">
            {t('upload.title')}
          </Heading>
          {askStore && (
            <Field.Root required>
              <Field.Label>
                {t('upload.store')} <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={storeId}
                  onChange={(e) => {
                    setStoreId(e.currentTarget.value);
                    upload.reset();
                  }}
                >
                  <option value="" disabled>
                    {t('upload.storePick')}
                  </option>
                  {stores.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Field.Root invalid={upload.isError}>
            <Field.Label>{t('upload.label')}</Field.Label>
            <Input
              type="file"
              accept={accept}
              padding="1"
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                upload.reset();
              }}
            />
            <Field.HelperText>
              {acceptPdf ? t('upload.typesPdf') : t('upload.types')} {t('upload.limits')}
            </Field.HelperText>
          </Field.Root>
          {upload.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Description>{apiErrorText(t, upload.error)}</Alert.Description>
            </Alert.Root>
          )}
          <div>
            <Button
              type="submit"
              colorPalette="brand"
              disabled={!file || (askStore && !storeId)}
              loading={upload.isPending}
              loadingText={t('upload.uploading')}
            >
              {t('upload.submit')}
            </Button>
          </div>
          {file && <Text srOnly>{file.name}</Text>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
