import { useLocation } from '@sp/router';
import { HASH_SCROLL_OFFSET_PX } from '@sp/ui';
import { useEffect } from 'react';

/** SPEC section 2: a hash scrolls smoothly to its target, 60 px below the top; else to the top. */
export function useScrollBehaviour() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET_PX;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0 });
  }, [pathname, hash]);
}
