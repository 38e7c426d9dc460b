import type { Order, Product } from '@sp/contracts/api';
import { paymentMethods } from '@sp/contracts/api';
import { useQuery } from '@sp/api-client';
import { useTranslation } from '@sp/i18n';
import { useNavigate } from '@sp/router';
import {
  Alert,
  Button,
  Card,
  Field,
  Grid,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
  notify,
} from '@sp/ui';
import { useMemo, useRef, useState } from 'react';
import { ordersApi } from '../../api/endpoints';
import { useSaveOrder } from '../../api/orders';
import { useLineItems, useStores } from '@sp/page-kit';
import { orderErrorMessage } from '../../lib/errors';
import { CustomerCard } from './customer-card';
import { bodyOf, problemsOf, taxSettingsOf, totalsOf, type OrderDraft } from './form-state';
import { LineTable } from './line-table';
import { ProductPicker } from './product-picker';
import { ServicesField } from './services-field';
import { TotalsCard } from './totals-card';

/** The add order form. A failed save keeps every field as typed and shows why under the fields. */
export function OrderForm({ initial, existing }: { initial: OrderDraft; existing?: Order }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [form, setDraft] = useState(initial);
  // The lines are the kit's (a field array); the rest of the draft is this form's.
  const lines = useLineItems(initial.lines);
  const draft: OrderDraft = { ...form, lines: lines.lines };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // One key per attempt the server answered: a network retry of the same attempt creates once.
  const key = useRef(crypto.randomUUID());
  const stores = useStores();
  const store = stores.data?.items.find((s) => s.id === draft.storeId);
  // One store only: it is the order's.
  const only = stores.data?.items.length === 1 ? stores.data.items[0]!.id : '';
  if (only && !draft.storeId) setDraft((d) => ({ ...d, storeId: only }));
  const services = useQuery({
    queryKey: ['orders', 'services', draft.storeId],
    queryFn: () =>
      ordersApi.services({
        active: 'true',
        direction: 'charge',
        storeId: draft.storeId,
        pageSize: 100,
      }),
    enabled: Boolean(draft.storeId),
    staleTime: 60_000,
  });
  const usable = useMemo(
    () => (services.data?.items ?? []).filter((s) => s.currency === store?.currency),
    [services.data, store?.currency],
  );
  const create = useSaveOrder(existing?.id);
  const set = (patch: Partial<OrderDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const totals = totalsOf(draft, usable, taxSettingsOf(store));
  const currency = store?.currency ?? 'MAD';

  const addProduct = (p: Product) => {
    // A line answers "add at least one product": the notice goes as soon as one is added.
    setErrors(({ lines: _gone, ...rest }) => rest);
    lines.add([
      {
        productId: p.id,
        sku: p.sku,
        name: p.name,
        onHand: p.available,
        weightGrams: p.weightGrams,
        taxClass: p.taxClass,
        quantity: '1',
        unitPrice: p.salePrice,
        discount: '',
      },
    ]);
  };

  async function submit() {
    const problems = problemsOf(draft);
    setErrors(problems);
    setServerError(null);
    if (Object.keys(problems).length) return;
    try {
      const order = await create.mutateAsync({ body: bodyOf(draft), key: key.current });
      notify('success', t(existing ? 'add.updated' : 'add.saved', { number: order.number }));
      navigate(`/orders/${order.id}`);
    } catch (error) {
      const e = error as { code?: string; details?: { path: string }[] };
      if (e.code) key.current = crypto.randomUUID();
      const byPath = (p: string) => (p.startsWith('customer.') ? p.slice(9) : p);
      setErrors(
        Object.fromEntries((e.details ?? []).map((d) => [byPath(d.path), 'validation.invalid'])),
      );
      setServerError(orderErrorMessage(t, error));
    }
  }

  const fieldError = (k: string) =>
    errors[k] ? <Field.ErrorText>{t(errors[k]!)}</Field.ErrorText> : null;
  return (
    <Stack gap="5">
      {serverError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{serverError}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required invalid={Boolean(errors.storeId)}>
              <Field.Label>
                {t('fields.store')}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root disabled={Boolean(existing)}>
                <NativeSelect.Field
                  value={draft.storeId}
                  onChange={(e) => set({ storeId: e.currentTarget.value, serviceIds: [] })}
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
            <Field.Root required>
              <Field.Label>
                {t('fields.paymentMethod')}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={draft.paymentMethod}
                  onChange={(e) =>
                    set({ paymentMethod: e.currentTarget.value as OrderDraft['paymentMethod'] })
                  }
                >
                  {paymentMethods.map((m) => (
                    <option key={m} value={m}>
                      {t(`payment.${m}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <CustomerCard draft={draft} country={store?.country} errors={errors} set={set} />
      <Card.Root>
        <Card.Header>
          <Card.Title>{t('add.lines')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            <ProductPicker storeId={draft.storeId} currency={store?.currency} onPick={addProduct} />
            {errors.lines && (
              <Alert.Root status="warning">
                <Alert.Title>{t(errors.lines)}</Alert.Title>
              </Alert.Root>
            )}
            <LineTable
              lines={lines.lines}
              keys={lines.keys}
              lineTotals={totals.lineTotals}
              currency={currency}
              errors={errors}
              onChange={lines.change}
              onRemove={lines.remove}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="5"
        alignItems="start"
      >
        <Card.Root>
          <Card.Body>
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {(['shippingFee', 'discount'] as const).map((k) => (
                  <Field.Root key={k} invalid={Boolean(errors[k])}>
                    <Field.Label>
                      {t(k === 'discount' ? 'fields.orderDiscount' : 'fields.shippingFee')}
                    </Field.Label>
                    <Input
                      inputMode="decimal"
                      value={draft[k]}
                      placeholder="0"
                      onChange={(e) => set({ [k]: e.currentTarget.value })}
                    />
                    {fieldError(k)}
                  </Field.Root>
                ))}
              </SimpleGrid>
              <ServicesField
                services={usable}
                value={draft.serviceIds}
                onChange={(serviceIds) => set({ serviceIds })}
              />
              <Field.Root>
                <Field.Label>{t('fields.note')}</Field.Label>
                <Textarea
                  value={draft.note}
                  onChange={(e) => set({ note: e.currentTarget.value })}
                  rows={2}
                />
              </Field.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
        <TotalsCard totals={totals} currency={currency} />
      </Grid>
      <HStack justify="end">
        <Button
          variant="outline"
          onClick={() => navigate(existing ? `/orders/${existing.id}` : '/orders')}
        >
          {t('common.cancel')}
        </Button>
        <Button colorPalette="brand" loading={create.isPending} onClick={submit}>
          {t(existing ? 'add.saveChanges' : 'add.save')}
        </Button>
      </HStack>
    </Stack>
  );
}
