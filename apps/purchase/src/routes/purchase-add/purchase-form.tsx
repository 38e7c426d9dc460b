import { purchasePaths } from '@sp/contracts/paths';
import type { Product, PurchaseOrder } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useNavigate } from '@sp/router';
import {
  Alert,
  Box,
  Button,
  Card,
  DayInput,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  notify,
} from '@sp/ui';
import { AsyncPicker, errorMessage, useLineItems, useStores } from '@sp/page-kit';
import { useState } from 'react';
import { purchaseApi } from '../../api/endpoints';
import { supplierSource } from '../../api/pickers';
import { useSavePurchase } from '../../api/purchases';
import { bodyOf, problemsOf, type PurchaseDraft } from './form-state';
import { LineTable } from './line-table';
import { ProductPicker } from './product-picker';
import { ReorderButton } from './reorder-button';

/** The purchase order form: new (/purchase/add) or a draft being edited. */
export function PurchaseForm({
  initial,
  existing,
}: {
  initial: PurchaseDraft;
  existing?: PurchaseOrder;
}) {
  const { t } = useTranslation('purchase');
  const navigate = useNavigate();
  const [form, setDraft] = useState(initial);
  // The lines are the kit's (a field array); the rest of the draft is this form's.
  const lines = useLineItems(initial.lines);
  const draft: PurchaseDraft = { ...form, lines: lines.lines };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const stores = useStores();
  const save = useSavePurchase(existing?.id);
  const store = stores.data?.items.find((s) => s.id === draft.storeId);
  const set = (patch: Partial<PurchaseDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const addLines = lines.add;
  const addProduct = (p: Product) =>
    addLines([{ productId: p.id, sku: p.sku, productName: p.name, quantity: '1', unitCost: '' }]);

  async function submit(thenOrder: boolean) {
    const problems = problemsOf(draft);
    setErrors(problems);
    setServerError(null);
    if (Object.keys(problems).length) return;
    try {
      const po = await save.mutateAsync(bodyOf(draft));
      if (thenOrder) await purchaseApi.orders.setStatus(po.id, 'ordered');
      notify('success', t(thenOrder ? 'add.ordered' : 'add.saved', { number: po.number }));
      navigate(purchasePaths.purchase(po.id));
    } catch (error) {
      const details = (error as { details?: { path: string }[] }).details ?? [];
      setErrors(
        Object.fromEntries(
          details.map((d) => [
            d.path,
            `errors.${(error as { code?: string }).code ?? 'validation_failed'}`,
          ]),
        ),
      );
      setServerError(errorMessage(t, error));
    }
  }

  const fieldError = (key: string) =>
    errors[key] ? <Field.ErrorText>{t(errors[key]!)}</Field.ErrorText> : null;
  return (
    <Stack gap="5">
      {serverError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{serverError}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root required invalid={Boolean(errors.supplierId)}>
              <Field.Label>{t('fields.supplier')}</Field.Label>
              <AsyncPicker
                {...supplierSource('true')}
                aria-label={t('fields.supplier')}
                value={draft.supplierId}
                onChange={(supplierId) => set({ supplierId })}
                placeholder={t('add.chooseSupplier')}
                invalid={Boolean(errors.supplierId)}
              />
              {fieldError('supplierId')}
            </Field.Root>
            <Field.Root required invalid={Boolean(errors.storeId)}>
              <Field.Label>{t('fields.store')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.storeId}
                  onChange={(e) => set({ storeId: e.currentTarget.value })}
                >
                  <option value="">{t('add.chooseStore')}</option>
                  {stores.data?.items.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name} ({s.currency})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {fieldError('storeId')}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('fields.expectedDate')}</Field.Label>
              <DayInput
                size="md"
                value={draft.expectedDate || undefined}
                onChange={(expectedDate) => set({ expectedDate: expectedDate ?? '' })}
              />
            </Field.Root>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <Stack gap="4">
            <ProductPicker currency={store?.currency} onPick={addProduct} />
            <ReorderButton storeId={draft.storeId} onLines={addLines} />
            {errors.lines && (
              <Alert.Root status="warning">
                <Alert.Title>{t(errors.lines)}</Alert.Title>
              </Alert.Root>
            )}
            <LineTable
              lines={lines.lines}
              keys={lines.keys}
              errors={errors}
              onChange={lines.change}
              onRemove={lines.remove}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {(['shipping', 'customs', 'other'] as const).map((k) => (
              <Field.Root key={k} invalid={Boolean(errors[k])}>
                <Field.Label>
                  {t(`fields.${k}`)}
                  {store ? ` (${store.currency})` : ''}
                </Field.Label>
                <Input
                  inputMode="decimal"
                  value={draft[k]}
                  placeholder="0.00"
                  onChange={(e) => set({ [k]: e.currentTarget.value })}
                />
                {fieldError(k)}
                {k !== 'other' && (
                  <BilledBy
                    label={t('fields.billedBy', { what: t(`fields.${k}`) })}
                    value={draft[`${k}SupplierId`]}
                    supplierLabel={t('fields.billedBySupplier')}
                    onChange={(id) => set({ [`${k}SupplierId`]: id })}
                  />
                )}
              </Field.Root>
            ))}
          </SimpleGrid>
          <Field.Root marginBlockStart="4">
            <Field.Label>{t('fields.notes')}</Field.Label>
            <Textarea value={draft.notes} onChange={(e) => set({ notes: e.currentTarget.value })} />
          </Field.Root>
        </Card.Body>
      </Card.Root>
      <HStack justify="end" gap="3">
        <Button variant="outline" loading={save.isPending} onClick={() => submit(false)}>
          {t('add.saveDraft')}
        </Button>
        <Button colorPalette="brand" loading={save.isPending} onClick={() => submit(true)}>
          {t('add.saveAndOrder')}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Who bills shipping or customs: the order's supplier, or another party (a forwarder, a broker) owed it on receipt. */
function BilledBy({
  label,
  value,
  supplierLabel,
  onChange,
}: {
  label: string;
  value: string;
  supplierLabel: string;
  onChange: (id: string) => void;
}) {
  return (
    <Box marginBlockStart="2">
      <AsyncPicker
        {...supplierSource('true')}
        aria-label={label}
        size="sm"
        value={value}
        onChange={onChange}
        placeholder={supplierLabel}
        fixed={[{ id: '', text: supplierLabel }]}
      />
    </Box>
  );
}
