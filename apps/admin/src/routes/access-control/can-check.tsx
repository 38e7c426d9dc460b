import type { Action, Subject } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { Badge, Card, Field, Flex, Heading, NativeSelect } from '@sp/ui';

export interface CanCheckProps {
  value: { action: Action; subject: Subject };
  onChange: (value: { action: Action; subject: Subject }) => void;
  allowed: boolean;
  actions: readonly Action[];
  subjects: readonly Subject[];
}

/** "Can I do X on Y?", answered by the same CASL rules the guard uses. */
export function CanCheck({ value, onChange, allowed, actions, subjects }: CanCheckProps) {
  const { t } = useTranslation('admin');
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="md" marginBlockEnd="3">
          {t('acl.check')}
        </Heading>
        <Flex gap="4" wrap="wrap" align="end">
          <Field.Root width="48">
            <Field.Label>{t('acl.action')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={value.action}
                onChange={(e) => onChange({ ...value, action: e.currentTarget.value as Action })}
              >
                {actions.map((a) => (
                  <option key={a} value={a}>
                    {t(`roles.action.${a}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root width="56">
            <Field.Label>{t('roles.subject')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={value.subject}
                onChange={(e) => onChange({ ...value, subject: e.currentTarget.value as Subject })}
              >
                {subjects.map((s) => (
                  <option key={s} value={s}>
                    {t(`subject.${s}`, { defaultValue: s })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Badge
            size="lg"
            colorPalette={allowed ? 'green' : 'red'}
            role="status"
            aria-live="polite"
          >
            {allowed ? t('acl.yes') : t('acl.no')}
          </Badge>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
