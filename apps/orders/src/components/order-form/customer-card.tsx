import { useTranslation } from '@sp/i18n';
import { Card, Field, Input, SimpleGrid } from '@sp/ui';
import type { OrderDraft } from './form-state';

/** How a phone is written in the store's country (the placeholder of the field). */
const PHONE_FORMAT: Record<string, string> = { MA: '+212 6XX-XXXXXX', FR: '+33 6 XX XX XX XX' };

interface Props {
  draft: OrderDraft;
  country: string | undefined;
  errors: Record<string, string>;
  set: (patch: Partial<OrderDraft>) => void;
}

/** The buyer: name, phone in the country's format, city and address. */
export function CustomerCard({ draft, country, errors, set }: Props) {
  const { t } = useTranslation('orders');
  const field = (key: 'name' | 'phone' | 'city' | 'address', required: boolean, extra: Record<string, string> = {}) => (
    <Field.Root required={required} invalid={Boolean(errors[key])}>
      <Field.Label>
        {t(key === 'name' ? 'fields.customerName' : `fields.${key}`)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input value={draft[key]} onChange={(e) => set({ [key]: e.currentTarget.value })} {...extra} />
      {errors[key] && <Field.ErrorText>{t(errors[key]!)}</Field.ErrorText>}
    </Field.Root>
  );
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('add.customer')}</Card.Title>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {field('name', true, { autoComplete: 'off' })}
          {field('phone', true, { type: 'tel', dir: 'ltr', inputMode: 'tel', placeholder: PHONE_FORMAT[country ?? ''] ?? '+XX …' })}
          {field('city', true)}
          {field('address', false)}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
