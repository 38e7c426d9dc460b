import { auditVocabularyVersion, subscribeAuditVocabulary } from '@sp/contracts';
import { i18n } from '@sp/i18n';
import { useSyncExternalStore } from 'react';

let textsVersion = 0;
const subscribeTexts = (listener: () => void) => {
  const added = () => {
    textsVersion += 1;
    listener();
  };
  i18n.store.on('added', added);
  return () => i18n.store.off('added', added);
};

/**
 * Re-renders the audit page when a remote registers its vocabulary, or its texts arrive,
 * after the page drew (remotes load side by side; a slow one comes late).
 */
export function useAuditVocabulary() {
  const registered = useSyncExternalStore(subscribeAuditVocabulary, auditVocabularyVersion);
  const texts = useSyncExternalStore(subscribeTexts, () => textsVersion);
  return `${registered}:${texts}`;
}
