import type { PurchaseOrder } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Alert, Button, HStack, Stack, Text, notify } from '@sp/ui';
import { errorMessage } from '@sp/page-kit';
import { useRef, useState } from 'react';
import { useReceive } from '../../api/purchases';
import { PurchaseLines } from '../../components/purchase-lines';
import { StatusBadge } from '../../components/status-badge';
import { ArrivalTable } from './arrival-table';
import { ScanInput } from './scan-input';

export type Counts = Record<string, { quantity: string; reason: string }>;

/** Quantities that arrived now, per line; a scan adds one; receiving is idempotent per attempt. */
export function ReceiveForm({ po }: { po: PurchaseOrder }) {
  const { t } = useTranslation('purchase');
  const receive = useReceive(po.id);
  const [counts, setCounts] = useState<Counts>({});
  const [error, setError] = useState<string | null>(null);
  // One key per receipt: a double click or a retry after a lost answer replays, never receives twice.
  const key = useRef<string | null>(null);
  const receivable = po.status === 'ordered' || po.status === 'partially_received';

  const setCount = (productId: string, patch: Partial<Counts[string]>) => {
    key.current = null;
    setCounts((c) => ({
      ...c,
      [productId]: {
        quantity: c[productId]?.quantity ?? '',
        reason: c[productId]?.reason ?? '',
        ...patch,
      },
    }));
  };
  const addOne = (productId: string) =>
    setCount(productId, { quantity: String(Number(counts[productId]?.quantity || 0) + 1) });
  const fillExpected = () => {
    key.current = null;
    setCounts(
      Object.fromEntries(
        po.lines
          .filter((l) => l.expectedQuantity > 0)
          .map((l) => [l.productId, { quantity: String(l.expectedQuantity), reason: '' }]),
      ),
    );
  };

  async function submit() {
    setError(null);
    const lines = po.lines
      .map((l) => ({ l, c: counts[l.productId] }))
      .filter(({ c }) => c && Number(c.quantity) > 0)
      .map(({ l, c }) => ({
        productId: l.productId,
        quantity: Number(c!.quantity),
        ...(c!.reason.trim() ? { overReceiptReason: c!.reason.trim() } : {}),
      }));
    if (lines.length === 0) return setError(t('collection.nothingEntered'));
    key.current ??= crypto.randomUUID();
    try {
      const after = await receive.mutateAsync({ body: { lines }, key: key.current });
      key.current = null;
      setCounts({});
      notify(
        'success',
        t(after.status === 'received' ? 'collection.doneAll' : 'collection.donePart', {
          number: po.number,
        }),
      );
    } catch (e) {
      setError(errorMessage(t, e));
    }
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">
          {po.number} · {po.supplierName} · {po.storeName}
        </Text>
        <StatusBadge po={po} />
      </HStack>
      {receivable ? (
        <>
          <ScanInput po={po} onFound={addOne} />
          <ArrivalTable po={po} counts={counts} onChange={setCount} />
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          <HStack justify="end" gap="3">
            <Button variant="outline" onClick={fillExpected}>
              {t('collection.fillExpected')}
            </Button>
            <Button colorPalette="brand" loading={receive.isPending} onClick={submit}>
              {t('collection.receive')}
            </Button>
          </HStack>
        </>
      ) : (
        <Text color="fg.muted">
          {t('collection.notReceivable', { status: t(`status.${po.status}`) })}
        </Text>
      )}
      <PurchaseLines po={po} />
    </Stack>
  );
}
