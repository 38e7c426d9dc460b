import { useTranslation } from '@sp/i18n';
import { useEffect } from 'react';
import { useTenantStore } from '../tenant/tenant-store';
import { useRouteHandle } from '../guard/use-route-handle';

/** '<page> | <app title>', the app title coming from the tenant. */
export function useDocumentTitle() {
  const { titleKey, ns } = useRouteHandle();
  const appTitle = useTenantStore((s) => s.tenant.appTitle);
  const { t, i18n } = useTranslation(ns ?? 'shell');
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} | ${appTitle}` : appTitle;
  }, [titleKey, appTitle, t, i18n.language]);
}
