import { useTranslation } from '@sp/i18n';
import { Button, ConfirmDialog, DateConfirmDialog, HStack, notify } from '@sp/ui';
import { useState } from 'react';
import { GalleryFrame } from '../gallery-frame';

/** The shared dialogs and toasts, live. */
export function DialogExamplesPage() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState<'' | 'confirm' | 'date' | 'dateLabel'>('');
  return (
    <GalleryFrame title={t('gallery.dialogs')}>
      <HStack gap="3" wrap="wrap">
        <Button onClick={() => setOpen('confirm')}>{t('gallery.openConfirm')}</Button>
        <Button onClick={() => setOpen('date')}>{t('gallery.openDate')}</Button>
        <Button onClick={() => setOpen('dateLabel')}>{t('gallery.openDateLabel')}</Button>
        <Button variant="outline" onClick={() => notify('success', t('gallery.toastSuccess'))}>
          {t('gallery.showSuccess')}
        </Button>
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => notify('error', t('gallery.toastError'))}
        >
          {t('gallery.showError')}
        </Button>
      </HStack>
      <ConfirmDialog
        open={open === 'confirm'}
        title={t('gallery.confirmTitle')}
        message={t('gallery.confirmText')}
        onCancel={() => setOpen('')}
        onConfirm={() => {
          setOpen('');
          notify('success', t('gallery.toastSuccess'));
        }}
      />
      <DateConfirmDialog
        open={open === 'date' || open === 'dateLabel'}
        title={t('gallery.dateTitle')}
        label={open === 'dateLabel' ? t('gallery.dueDate') : undefined}
        onCancel={() => setOpen('')}
        onConfirm={(date) => {
          setOpen('');
          notify('info', date);
        }}
      />
    </GalleryFrame>
  );
}
