import type { OrderSettings } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, errorMessage } from '@sp/page-kit';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Field,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import { useOrderSettings, useSaveOrderSettings } from '../../api/settings';
import { ReturnReasonsCard } from './return-reasons';

/**
 * /orders/settings: the tenant's order rules (issue 30): backorders, the returner flag and
 * its confirmation call, whether agents see cost prices. Admins only (manage Order); the
 * API refuses anyone else.
 */
export function OrderSettingsPage() {
  const { t } = useTranslation('orders');
  const settings = useOrderSettings();
  if (settings.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(t, settings.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="5">
      <PageHeader title={t('title.orderSettings')} />
      {settings.data ? <SettingsForm initial={settings.data} /> : <Skeleton height="40" />}
      <ReturnReasonsCard />
    </Stack>
  );
}

function SettingsForm({ initial }: { initial: OrderSettings }) {
  const { t } = useTranslation('orders');
  const save = useSaveOrderSettings();
  const [values, setValues] = useState(initial);
  const [threshold, setThreshold] = useState(String(initial.returnerThreshold));
  const thresholdOk = /^\d{1,3}$/.test(threshold) && Number(threshold) <= 100;
  const set = (k: 'allowBackorder' | 'returnerCallRequired' | 'agentsSeeCost', on: boolean) =>
    setValues((v) => ({ ...v, [k]: on }));
  const submit = () =>
    save.mutate(
      { ...values, returnerThreshold: Number(threshold) },
      {
        onSuccess: (saved) => {
          setValues(saved);
          notify('success', t('settings.saved'));
        },
        onError: (error) => notify('error', errorMessage(t, error)),
      },
    );
  const toggle = (k: 'allowBackorder' | 'returnerCallRequired' | 'agentsSeeCost') => (
    <Checkbox.Root
      checked={values[k]}
      onCheckedChange={(e) => set(k, !!e.checked)}
      alignItems="start"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control marginTop="0.5" />
      <Stack gap="0">
        <Checkbox.Label>{t(`settings.${k}`)}</Checkbox.Label>
        <Text textStyle="sm" color="fg.muted">
          {t(`settings.${k}Help`)}
        </Text>
      </Stack>
    </Checkbox.Root>
  );
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="5" maxWidth="2xl">
          {toggle('allowBackorder')}
          <Field.Root invalid={!thresholdOk}>
            <Field.Label>{t('settings.returnerThreshold')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              width="28"
              value={threshold}
              onChange={(e) => setThreshold(e.currentTarget.value)}
            />
            <Field.HelperText>{t('settings.returnerThresholdHelp')}</Field.HelperText>
            {!thresholdOk && <Field.ErrorText>{t('settings.thresholdInvalid')}</Field.ErrorText>}
          </Field.Root>
          {toggle('returnerCallRequired')}
          {toggle('agentsSeeCost')}
          <HStack>
            <Button disabled={!thresholdOk} loading={save.isPending} onClick={submit}>
              {t('settings.save')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export const Component = OrderSettingsPage;
