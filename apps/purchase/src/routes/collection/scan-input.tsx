import type { PurchaseOrder } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Field, Input } from '@sp/ui';
import { useState, type FormEvent } from 'react';

/** A scanner types the barcode and presses Enter: the matching line gets one more unit. */
export function ScanInput({
  po,
  onFound,
}: {
  po: PurchaseOrder;
  onFound: (productId: string) => void;
}) {
  const { t } = useTranslation('purchase');
  const [code, setCode] = useState('');
  const [miss, setMiss] = useState<string | null>(null);
  function scan(e: FormEvent) {
    e.preventDefault();
    const text = code.trim();
    if (!text) return;
    const line = po.lines.find(
      (l) => l.barcode === text || l.sku.toLowerCase() === text.toLowerCase(),
    );
    if (line) {
      onFound(line.productId);
      setMiss(null);
    } else setMiss(t('collection.notOnOrder', { code: text, number: po.number }));
    setCode('');
  }
  return (
    <form onSubmit={scan}>
      <Field.Root invalid={Boolean(miss)} maxWidth="md">
        <Field.Label>{t('collection.scan')}</Field.Label>
        <Input
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          autoComplete="off"
          placeholder={t('collection.scanPlaceholder')}
        />
        <Field.ErrorText>{miss}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
