import { Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from '@sp/i18n';
import type { ReactNode } from 'react';
import { AppIcon } from '../icons/app-icon';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  /** Defaults to the translated 'Yes, confirm'. */
  confirmLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/**
 * SPEC section 9: 'Yes, confirm' / 'No, cancel', a warning icon, buttons reversed (the
 * cancel button comes first, so the confirming one sits at the inline end).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  loading,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onCancel()}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <HStack gap="3">
                <AppIcon name="warning" boxSize="6" color="orange.500" />
                <Dialog.Title>{title}</Dialog.Title>
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              {message && <Text>{message}</Text>}
              {children}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel ?? t('confirm.no')}
              </Button>
              <Button colorPalette="brand" loading={loading} onClick={onConfirm}>
                {confirmLabel ?? t('confirm.yes')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
