import type { Order } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { Badge, Button, Card, CloseButton, HStack, Input, Text, notify } from '@sp/ui';
import { useId, useState } from 'react';
import { useSetOrderTags } from '../api/tags';
import { orderErrorMessage } from '../lib/errors';

const MAX_TAGS = 10;

/** An order's tags as small badges (the list's customer cell, the order page). */
export function TagBadges({ tags }: { tags: string[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <HStack gap="1" wrap="wrap">
      {tags.map((tag) => (
        <Badge key={tag} size="sm" variant="outline" colorPalette="purple">
          <bdi>{tag}</bdi>
        </Badge>
      ))}
    </HStack>
  );
}

/**
 * The order page's tags: staff who may update orders add a free word ("VIP", "fragile",
 * "هدية") or remove one; each change is saved at once (PUT /api/orders/:id/tags).
 */
export function OrderTagsCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const canTag = useCan({ action: 'update', subject: 'Order' });
  const save = useSetOrderTags(order.id);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const tags = order.tags ?? [];
  if (!canTag && !tags.length) return null;

  const saveTags = (next: string[], done?: () => void) =>
    save.mutate(next, {
      onSuccess: () => {
        notify('success', t('tags.saved'));
        done?.();
      },
      onError: (error) => notify('error', orderErrorMessage(t, error)),
    });
  const add = () => {
    const word = draft.trim().replace(/\s+/g, ' ');
    if (!word) return;
    saveTags([...tags, word], () => setDraft(''));
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>{t('tags.title')}</Card.Title>
      </Card.Header>
      <Card.Body gap="3">
        {tags.length ? (
          <HStack gap="2" wrap="wrap" as="ul" listStyleType="none" aria-label={t('tags.title')}>
            {tags.map((tag) => (
              <Badge as="li" key={tag} colorPalette="purple" variant="outline" gap="1">
                <bdi>{tag}</bdi>
                {canTag && (
                  <CloseButton
                    size="2xs"
                    aria-label={t('tags.remove', { tag })}
                    disabled={save.isPending}
                    onClick={() => saveTags(tags.filter((x) => x !== tag))}
                  />
                )}
              </Badge>
            ))}
          </HStack>
        ) : (
          <Text color="fg.muted">{t('tags.none')}</Text>
        )}
        {canTag && tags.length < MAX_TAGS && (
          <HStack gap="2" as="form" onSubmit={(e) => (e.preventDefault(), add())}>
            <Input
              id={inputId}
              aria-label={t('tags.new')}
              placeholder={t('tags.placeholder')}
              maxLength={30}
              width={{ base: 'full', sm: '60' }}
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value.replace(/,/g, ''))}
            />
            <Button
              type="submit"
              variant="outline"
              loading={save.isPending}
              disabled={!draft.trim()}
            >
              {t('tags.add')}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
