import { useTranslation } from '@sp/i18n';
import {
  AppIcon,
  Badge,
  Box,
  Button,
  HStack,
  IconButton,
  Popover,
  Portal,
  Stack,
  Text,
  formatDate,
} from '@sp/ui';
import { useNotifications } from './use-notifications';

/** The navbar bell: unread count, the latest notifications, mark as read. */
export function NotificationsBell() {
  const { t, i18n } = useTranslation('shell');
  // A notification of a fixed text (the demo's welcome) is shown in the reader's current
  // language, whatever language it was stored in; the others carry their own words.
  const fixedText = (type: string) =>
    i18n.exists(`notifications.fixed.${type}.title`, { ns: 'shell' })
      ? {
          title: t(`notifications.fixed.${type}.title`),
          body: t(`notifications.fixed.${type}.body`),
        }
      : {};
  const { items, unread, markRead, markAllRead } = useNotifications();
  const label = unread
    ? t('notifications.labelUnread', { count: unread })
    : t('notifications.label');
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" aria-label={label} position="relative">
          <AppIcon name="bell" />
          {unread > 0 && (
            <Badge
              position="absolute"
              top="0"
              insetEnd="0"
              size="xs"
              colorPalette="red"
              variant="solid"
              rounded="full"
              aria-hidden="true"
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="sm" aria-label={t('notifications.title')}>
            <Popover.Header>
              <HStack justify="space-between">
                <Popover.Title fontWeight="semibold">{t('notifications.title')}</Popover.Title>
                <Button size="xs" variant="ghost" disabled={unread === 0} onClick={markAllRead}>
                  {t('notifications.readAll')}
                </Button>
              </HStack>
            </Popover.Header>
            <Popover.Body maxH="96" overflowY="auto" px="2">
              {items.length === 0 && (
                <Text color="fg.muted" p="2">
                  {t('notifications.empty')}
                </Text>
              )}
              <Stack as="ul" gap="1" listStyleType="none">
                {items
                  .map((raw) => ({ ...raw, ...fixedText(raw.type) }))
                  .map((n) => (
                    <Box
                      as="li"
                      key={n.id}
                      p="2"
                      rounded="md"
                      bg={n.readAt ? undefined : 'colorPalette.subtle'}
                    >
                      <HStack justify="space-between" align="start" gap="2">
                        <Box>
                          <Text fontWeight={n.readAt ? 'normal' : 'semibold'} fontSize="sm">
                            {n.title}
                          </Text>
                          <Text fontSize="sm" color="fg.muted">
                            {n.body}
                          </Text>
                          <Text fontSize="xs" color="fg.subtle">
                            {formatDate(n.createdAt, 'datetime', i18n.language)}
                          </Text>
                        </Box>
                        {!n.readAt && (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => markRead(n.id)}
                            aria-label={t('notifications.markRead', { title: n.title })}
                          >
                            <AppIcon name="check" />
                          </Button>
                        )}
                      </HStack>
                    </Box>
                  ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
