import { Button, Dialog, Portal, Stack } from '@sp/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { useKitTranslation } from './kit-translation';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel?: string;
  submitting?: boolean;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** A dialog around a form. A failed save keeps it open, with everything typed in it. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting,
  children,
  size = 'md',
}: FormDialogProps) {
  const { t } = useKitTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size={size}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  {submitLabel ?? t('common.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
