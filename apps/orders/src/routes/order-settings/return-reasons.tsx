import type { ReturnReason } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage } from '@sp/page-kit';
import {
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import { useReturnReasons, useSaveReturnReason } from '../../api/returns';

const LANGUAGES = ['en', 'fr', 'ar'] as const;
type Names = ReturnReason['names'];
const EMPTY: Names = { en: '', fr: '', ar: '' };

/**
 * The tenant's return reasons (issue 31.1) on the orders settings page: each named in
 * en, fr and ar, active or retired; a new one with its code. The API (update Store)
 * checks the names and the code; its refusal is said here, translated.
 */
export function ReturnReasonsCard() {
  const { t } = useTranslation('orders');
  const reasons = useReturnReasons();
  return (
    <Card.Root as="section" aria-label={t('reasons.title')}>
      <Card.Body>
        <Stack gap="4">
          <Heading size="md">{t('reasons.title')}</Heading>
          <Text textStyle="sm" color="fg.muted">
            {t('reasons.help')}
          </Text>
          {reasons.data ? (
            reasons.data.items.map((r) => <ReasonRow key={r.id} reason={r} />)
          ) : (
            <Skeleton height="20" />
          )}
          <ReasonRow />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function ReasonRow({ reason }: { reason?: ReturnReason }) {
  const { t, i18n } = useTranslation('orders');
  const save = useSaveReturnReason();
  const [names, setNames] = useState<Names>(reason?.names ?? EMPTY);
  const [code, setCode] = useState('');
  const [active, setActive] = useState(reason?.active ?? true);
  const filled = LANGUAGES.every((l) => names[l].trim());
  const submit = () =>
    save.mutate(
      { id: reason?.id, body: reason ? { names, active } : { code: code.trim(), names, active } },
      {
        onSuccess: () => {
          notify('success', t('reasons.saved'));
          if (!reason) {
            setNames(EMPTY);
            setCode('');
          }
        },
        onError: (error) => notify('error', errorMessage(t, error)),
      },
    );
  // A reason is headed by its saved name in the reader's language: its code is for the API.
  const language = i18n.language as keyof Names;
  const label = reason ? reason.names[language] || reason.names.en : t('reasons.new');
  return (
    <Stack
      gap="2"
      borderTopWidth="1px"
      paddingTop="3"
      role="group"
      aria-label={label}
      data-testid={reason ? `reason-${reason.code}` : 'reason-new'}
    >
      <Text fontWeight="medium">
        <bdi>{label}</bdi>
      </Text>
      <SimpleGrid columns={{ base: 1, md: reason ? 3 : 4 }} gap="2">
        {!reason && (
          <Field.Root>
            <Field.Label>{t('reasons.code')}</Field.Label>
            <Input dir="ltr" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
          </Field.Root>
        )}
        {LANGUAGES.map((l) => (
          <Field.Root key={l}>
            <Field.Label>{t(`reasons.name.${l}`)}</Field.Label>
            <Input
              dir={l === 'ar' ? 'rtl' : 'ltr'}
              value={names[l]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setNames((n) => ({ ...n, [l]: value }));
              }}
            />
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack gap="4" wrap="wrap">
        <Checkbox.Root checked={active} onCheckedChange={(e) => setActive(!!e.checked)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('reasons.active')}</Checkbox.Label>
        </Checkbox.Root>
        <Button
          size="sm"
          disabled={!filled || (!reason && !code.trim())}
          loading={save.isPending}
          onClick={submit}
        >
          {reason ? t('reasons.save') : t('reasons.add')}
        </Button>
      </HStack>
    </Stack>
  );
}
