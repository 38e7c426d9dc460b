import { ordersPaths } from '@sp/contracts/paths';
import type { RefundKind, RefundMethod, ReturnView } from '@sp/contracts/api';
import { refundMethods } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Facts, PageHeader, saveBlob } from '@sp/page-kit';
import { Link, useParams } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  formatDate,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import {
  returnsApi,
  useCloseReturn,
  useReceiveReturn,
  useRefund,
  useReturn,
  useReturnReasons,
} from '../../api/returns';
import { orderErrorMessage } from '../../lib/errors';
import { formatMoney } from '../../lib/format';
import { reasonName } from '../../lib/reason-name';

/** /orders/returns/:returnId: a return, received line by line (restock or write off), closed; money given back. */
export function ReturnDetailPage() {
  const { t, i18n } = useTranslation('orders');
  const { returnId } = useParams();
  const ret = useReturn(returnId);
  const lng = i18n.language;
  if (ret.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{orderErrorMessage(t, ret.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!ret.data) return <Skeleton height="40" />;
  const r = ret.data;
  const money = (v: string) => formatMoney(v, r.currency, lng);
  return (
    <Stack gap="5">
      <PageHeader
        title={t('returns.numbered', { number: r.number })}
        actions={<CloseButton ret={r} />}
      />
      <HStack gap="2">
        <Badge data-testid="return-status">{t(`returns.status.${r.status}`)}</Badge>
      </HStack>
      <Facts
        items={[
          {
            label: t('returns.order'),
            value: (
              <Link to={ordersPaths.order(r.orderId)}>
                <Text as="span" dir="ltr">
                  {r.orderNumber}
                </Text>
              </Link>
            ),
          },
          { label: t('fields.customer'), value: r.customerName },
          { label: t('returns.value'), value: money(r.value) },
          { label: t('returns.returnFee'), value: r.returnFee === null ? '—' : money(r.returnFee) },
          { label: t('returns.createdAt'), value: formatDate(r.createdAt, 'DD Mon, YYYY', lng) },
        ]}
      />
      <ReturnLines ret={r} />
      <Refunds ret={r} />
    </Stack>
  );
}

function CloseButton({ ret }: { ret: ReturnView }) {
  const { t } = useTranslation('orders');
  const can = useCan({ action: 'update', subject: 'Inventory' });
  const close = useCloseReturn(ret.id);
  if (!can || ret.status !== 'received') return null;
  return (
    <Button variant="outline" loading={close.isPending} onClick={() => close.mutate()}>
      {t('returns.close')}
    </Button>
  );
}

function ReturnLines({ ret }: { ret: ReturnView }) {
  const { t, i18n } = useTranslation('orders');
  const can = useCan({ action: 'update', subject: 'Inventory' });
  const reasons = useReturnReasons().data?.items ?? [];
  const receive = useReceiveReturn(ret.id);
  const [outcome, setOutcome] = useState<Record<string, 'restock' | 'write_off' | ''>>({});
  const pending = ret.lines.filter((l) => !l.outcome);
  const chosen = pending.filter((l) => outcome[l.id]);
  const submit = () =>
    receive.mutate(
      {
        lines: chosen.map((l) => ({
          lineId: l.id,
          outcome: outcome[l.id] as 'restock' | 'write_off',
        })),
      },
      {
        onSuccess: () => {
          setOutcome({});
          notify('success', t('returns.receivedDone'));
        },
      },
    );
  return (
    <Card.Root as="section" aria-label={t('returns.lines')}>
      <Card.Body>
        <Stack gap="3">
          <Heading size="md">{t('returns.lines')}</Heading>
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={t('returns.lines')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('returns.product')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('returns.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('returns.reason')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('returns.outcome')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {ret.lines.map((l) => {
                  const reason = reasons.find((x) => x.id === l.reasonId);
                  return (
                    <Table.Row key={l.id}>
                      <Table.Cell>
                        <Text as="span" display="block">
                          {l.name}
                        </Text>
                        <Text as="span" dir="ltr" textStyle="xs" color="fg.muted">
                          {l.sku}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{l.quantity}</Table.Cell>
                      <Table.Cell>{reason ? reasonName(reason, i18n.language) : '—'}</Table.Cell>
                      <Table.Cell minWidth="36">
                        {l.outcome ? (
                          <Badge colorPalette={l.outcome === 'restock' ? 'green' : 'orange'}>
                            {t(`returns.outcomes.${l.outcome}`)}
                          </Badge>
                        ) : can ? (
                          <NativeSelect.Root size="sm">
                            <NativeSelect.Field
                              aria-label={t('returns.outcomeOf', { name: l.name })}
                              value={outcome[l.id] ?? ''}
                              onChange={(e) => {
                                const v = e.currentTarget.value as 'restock' | 'write_off' | '';
                                setOutcome((o) => ({ ...o, [l.id]: v }));
                              }}
                            >
                              <option value="">{t('returns.notYet')}</option>
                              <option value="restock">{t('returns.outcomes.restock')}</option>
                              <option value="write_off">{t('returns.outcomes.write_off')}</option>
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        ) : (
                          <Text as="span" color="fg.muted">
                            {t('returns.notYet')}
                          </Text>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {receive.error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{orderErrorMessage(t, receive.error)}</Alert.Title>
            </Alert.Root>
          )}
          {can && pending.length > 0 && (
            <Button
              alignSelf="start"
              onClick={submit}
              loading={receive.isPending}
              disabled={!chosen.length}
            >
              {t('returns.receive')}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Refunds({ ret }: { ret: ReturnView }) {
  const { t, i18n } = useTranslation('orders');
  const can = useCan({ action: 'create', subject: 'Payment' });
  const refund = useRefund();
  const kinds: RefundKind[] =
    ret.paymentMethod === 'prepaid'
      ? ['refund', 'credit_note']
      : ['courier_deduction', 'credit_note'];
  const [kind, setKind] = useState<RefundKind>(kinds[0]!);
  const [method, setMethod] = useState<RefundMethod>('bank_transfer');
  const suggested = Math.min(Number(ret.value), Number(ret.refundable)).toFixed(2);
  const [amount, setAmount] = useState(suggested);
  const money = (v: string) => formatMoney(v, ret.currency, i18n.language);
  const submit = () =>
    refund.mutate(
      {
        orderId: ret.orderId,
        returnId: ret.id,
        kind,
        amount,
        note: '',
        ...(kind === 'refund' ? { method } : {}),
      },
      {
        onSuccess: (r) =>
          notify(
            'success',
            r.number ? t('returns.creditNoteDone', { number: r.number }) : t('returns.refundDone'),
          ),
      },
    );
  return (
    <Card.Root as="section" aria-label={t('returns.money')}>
      <Card.Body>
        <Stack gap="3">
          <Heading size="md">{t('returns.money')}</Heading>
          {ret.refunds.length > 0 && (
            <Stack gap="1" data-testid="refunds">
              {ret.refunds.map((r) => (
                <HStack key={r.id} gap="3" wrap="wrap">
                  <Badge>{t(`returns.kinds.${r.kind}`)}</Badge>
                  {r.number && (
                    <Text as="span" dir="ltr">
                      {r.number}
                    </Text>
                  )}
                  {r.method && (
                    <Text as="span" color="fg.muted">
                      {t(`returns.methods.${r.method}`)}
                    </Text>
                  )}
                  <Text as="span" fontWeight="semibold">
                    {money(r.amount)}
                  </Text>
                  {r.kind === 'credit_note' && r.number && (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() =>
                        void returnsApi
                          .creditNotePdf(r.id)
                          .then((blob) => saveBlob(blob, `${r.number}.pdf`))
                      }
                    >
                      {t('returns.downloadCreditNote')}
                    </Button>
                  )}
                </HStack>
              ))}
            </Stack>
          )}
          <Text color="fg.muted" data-testid="refundable">
            {t('returns.refundable', { amount: money(ret.refundable) })}
          </Text>
          {can && Number(ret.refundable) > 0 && (
            <Stack gap="3" maxWidth="md">
              <Field.Root>
                <Field.Label>{t('returns.kind')}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={kind}
                    onChange={(e) => setKind(e.currentTarget.value as RefundKind)}
                  >
                    {kinds.map((k) => (
                      <option key={k} value={k}>
                        {t(`returns.kinds.${k}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              {kind === 'refund' && (
                <Field.Root>
                  <Field.Label>{t('returns.method')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={method}
                      onChange={(e) => setMethod(e.currentTarget.value as RefundMethod)}
                    >
                      {refundMethods.map((m) => (
                        <option key={m} value={m}>
                          {t(`returns.methods.${m}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
              )}
              <Field.Root>
                <Field.Label>{t('returns.amount')}</Field.Label>
                <Input
                  inputMode="decimal"
                  dir="ltr"
                  value={amount}
                  onChange={(e) => setAmount(e.currentTarget.value)}
                />
              </Field.Root>
              {refund.error && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{orderErrorMessage(t, refund.error)}</Alert.Title>
                </Alert.Root>
              )}
              <Button alignSelf="start" onClick={submit} loading={refund.isPending}>
                {t('returns.give')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export const Component = ReturnDetailPage;
