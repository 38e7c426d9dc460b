import { authApi } from '@sp/http';
import { useTranslation } from '@sp/i18n';
import { useSearchParams } from '@sp/router';
import { useAuthStore } from '@sp/shared-auth';
import { notify } from '@sp/ui';
import { useEffect, useRef } from 'react';

/**
 * `?confirmEmail=<token>`: the link mailed to a new address. Confirms it once, refreshes
 * the signed-in user and drops the token from the address bar.
 */
export function useConfirmEmailLink(onError: (error: unknown) => void) {
  const { t } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const token = params.get('confirmEmail');
  const done = useRef(false);
  useEffect(() => {
    if (!token || done.current) return;
    done.current = true;
    setParams({}, { replace: true });
    authApi
      .confirmEmail({ token })
      .then(() => authApi.me())
      .then(({ userData }) => {
        useAuthStore.getState().updateUserData(userData);
        notify('success', t('account.emailConfirmed', { email: userData.email }));
      }, onError);
  }, [token, setParams, t, onError]);
}
