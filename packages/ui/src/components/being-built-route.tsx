import type { AbilityAction, RemoteRoute } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { useMatches } from '@sp/router';
import { BeingBuilt } from './being-built';

/**
 * A route page for a domain not built yet: the title comes from the route's handle
 * (`titleKey`, in the namespace `ns` the shell sets to the owning remote).
 */
export function BeingBuiltRoute() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { titleKey?: string; ns?: string } | undefined;
  const { t } = useTranslation(handle?.ns);
  return <BeingBuilt title={handle?.titleKey ? t(handle.titleKey) : ''} />;
}

/** A guarded route whose page is {@link BeingBuiltRoute}, until its domain issue lands. */
export function beingBuiltRoute(
  path: string,
  action: AbilityAction,
  subject: string,
  titleKey: string,
): RemoteRoute {
  return {
    path,
    handle: { action, subject, titleKey },
    lazy: async () => ({ Component: BeingBuiltRoute }),
  };
}
