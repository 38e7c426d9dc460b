import { Box } from '@sp/ui';
import type { ReactNode } from 'react';
import { ScrollToTop } from './scroll-to-top';

export interface BlankLayoutProps {
  children: ReactNode;
}

/** Auth and error pages: no navigation, the page alone. */
export function BlankLayout({ children }: BlankLayoutProps) {
  return (
    <Box as="main" minH="100vh" bg="bg.subtle">
      {children}
      <ScrollToTop />
    </Box>
  );
}
