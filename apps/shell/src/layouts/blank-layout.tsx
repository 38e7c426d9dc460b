import { Box } from '@sp/ui';
import { useLayoutEffect, type ReactNode } from 'react';
import { takeOverPrerender } from '../prerender/take-over';
import { ScrollToTop } from './scroll-to-top';

export interface BlankLayoutProps {
  children: ReactNode;
}

/** Auth and error pages: no navigation, the page alone. */
export function BlankLayout({ children }: BlankLayoutProps) {
  // The sign-in page may have painted from the build's markup: this page replaces it.
  useLayoutEffect(takeOverPrerender, []);
  return (
    <Box as="main" minH="100vh" bg="bg.subtle">
      {children}
      <ScrollToTop />
    </Box>
  );
}
