import { ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Alert, Card, Field, HStack, Input, SimpleGrid, Text } from '@sp/ui';
import { useEffect } from 'react';
import { useCustomerByPhone } from '../../api/customers';
import { ReturnerBadge } from '../returner-badge';
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
  const known = useCustomerByPhone(draft.phone).data?.customer ?? null;
  // A known phone fills what is still empty (name, city, address) from the customer's record.
  useEffect(() => {
    if (!known) return;
    const patch: Partial<OrderDraft> = {};
    if (!draft.name.trim()) patch.name = known.name;
    if (!draft.city.trim()) patch.city = known.city;
    if (!draft.address.trim()) patch.address = known.address;
    if (Object.keys(patch).length) set(patch);
    // Only when another customer is found: the user's later edits stay theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known?.id]);
  const field = (
    key: 'name' | 'phone' | 'city' | 'address',
    required: boolean,
    extra: Record<string, string> = {},
  ) => (
    <Field.Root required={required} invalid={Boolean(errors[key])}>
      <Field.Label>
        {t(key === 'name' ? 'fields.customerName' : `fields.${key}`)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        value={draft[key]}
        onChange={(e) => set({ [key]: e.currentTarget.value })}
        {...extra}
      />
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
          {field('phone', true, {
            type: 'tel',
            dir: 'ltr',
            inputMode: 'tel',
            placeholder: PHONE_FORMAT[country ?? ''] ?? '+XX …',
          })}
          {field('city', true)}
          {field('address', false)}
        </SimpleGrid>
        {known && (
          <Alert.Root
            status={known.returner ? 'error' : 'info'}
            marginBlockStart="4"
            data-testid="known-customer"
          >
            <Alert.Indicator />
            <Alert.Content>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">
                  {t('customers.known')}:{' '}
                  <Link to={ordersPaths.customer(known.id)}>{known.name}</Link>
                </Text>
                <ReturnerBadge risk={known.returner} />
              </HStack>
              <Alert.Description>
                {t('customers.knownCounts', {
                  orders: known.ordersCount,
                  delivered: known.deliveredCount,
                  returned: known.returnedCount,
                })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
