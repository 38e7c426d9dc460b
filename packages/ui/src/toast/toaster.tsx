import { CloseButton, createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from '@sp/i18n';
import { playErrorSound } from './error-sound';

/** SPEC section 9: toasts close after 1000 ms; placed top-end so they mirror in Arabic. */
export const TOAST_DURATION_MS = 1000;

export const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true });

type ToastType = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast; an error toast also plays the error sound. */
export function notify(type: ToastType, title: string, description?: string) {
  if (type === 'error') playErrorSound();
  return toaster.create({ type, title, description });
}

/** Mount once, near the root. */
export function AppToaster() {
  const { t } = useTranslation('ui');
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
