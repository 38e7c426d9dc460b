import { CloseButton, createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from '@sp/i18n';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { addSlotRecipes } from '../theme/lazy-recipes';
import { TOAST_DURATION_MS } from './duration';

addSlotRecipes({ toast: toastSlotRecipe });

// placed top-end so they mirror in Arabic
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

/** The toasts (Chakra's Toaster and its state machine): loaded with the first toast. */
export function ToasterView() {
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
