import { useTranslation } from '@sp/i18n';
import { useBlocker } from '@sp/router';
import { ConfirmDialog } from '@sp/ui';
import { useEffect } from 'react';

export interface LeaveGuardProps {
  /** Unsaved changes are on the page. */
  when: boolean;
  title: string;
  message: string;
}

/**
 * Asks before unsaved changes are lost: a translated stay / leave dialog for a move inside
 * the app (the router's blocker), the browser's own prompt for a reload or a closed tab
 * (`beforeunload` cannot show our dialog, browsers only allow theirs).
 */
export function LeaveGuard({ when, title, message }: LeaveGuardProps) {
  const { t } = useTranslation('admin');
  // Only another page counts: a changed query string (a tab, a filter) keeps the draft.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium and Safari still need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // Saved or discarded while the dialog was open: nothing left to lose, let the move go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      message={message}
      cancelLabel={t('roles.stay')}
      confirmLabel={t('roles.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
