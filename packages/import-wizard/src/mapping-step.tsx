import { useState } from 'react';
import { useMutation, useQueryClient } from '@sp/api-client';
import { importFields, type ImportDetail, type ImportMapping } from '@sp/contracts/api';
import {
  Alert,
  Button,
  Card,
  Field,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@sp/ui';
import { importsApi } from './api';
import { apiErrorText } from './error-text';
import { useImportTexts } from './texts';

/** Step 2: each field of the kind against a column of the file (guessed by the API, changed here). */
export function MappingStep({ imp, onDone }: { imp: ImportDetail; onDone(): void }) {
  const { t } = useImportTexts();
  const queryClient = useQueryClient();
  const fields = importFields[imp.kind];
  const [mapping, setMapping] = useState<ImportMapping>(() => ({ ...imp.mapping }));
  const [sheet, setSheet] = useState(imp.sheet ?? '');
  const [saveAs, setSaveAs] = useState('');
  const missing = fields.filter((f) => f.required && !mapping[f.key]);
  const save = useMutation({
    mutationFn: () =>
      importsApi.map(imp.id, {
        mapping,
        ...(sheet && sheet !== imp.sheet ? { sheet } : {}),
        ...(saveAs.trim() ? { saveAs: saveAs.trim() } : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['imports', 'detail', imp.id] });
      onDone();
    },
  });
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="md">
            {t('mapping.title')}
          </Heading>
          <Text color="fg.muted">{t('mapping.hint')}</Text>
          {imp.sheets.length > 1 && (
            <Field.Root width="64">
              <Field.Label>{t('mapping.sheet')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={sheet} onChange={(e) => setSheet(e.currentTarget.value)}>
                  {imp.sheets.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {fields.map((f) => (
              <Field.Root key={f.key} required={f.required} invalid={f.required && !mapping[f.key]}>
                <Field.Label>
                  {t(`field.${imp.kind}.${f.key}`)}
                  {f.required ? ' *' : ''}
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={mapping[f.key] ?? ''}
                    onChange={(e) =>
                      setMapping({ ...mapping, [f.key]: e.currentTarget.value || null })
                    }
                  >
                    <option value="">{t('mapping.none')}</option>
                    {imp.headers.map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ))}
          </SimpleGrid>
          <Field.Root width={{ base: 'full', md: '80' }}>
            <Field.Label>{t('mapping.saveAs')}</Field.Label>
            <Input
              value={saveAs}
              maxLength={80}
              onChange={(e) => setSaveAs(e.currentTarget.value)}
            />
          </Field.Root>
          {(missing.length > 0 || save.isError) && (
            <Alert.Root status="warning" role="alert">
              <Alert.Description>
                {save.isError ? apiErrorText(t, save.error) : t('mapping.missing')}
              </Alert.Description>
            </Alert.Root>
          )}
          <div>
            <Button
              colorPalette="brand"
              disabled={missing.length > 0}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              {t('mapping.apply')}
            </Button>
          </div>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
