import { QueryClient, QueryClientProvider } from '@sp/api-client';
import type { ReactNode } from 'react';

/**
 * The one react-query client, in its own chunk: the sign-in page does not use react-query
 * and does not download it (DESIGN.md section 8). Its cache outlives layout changes.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
