import { QueryClient, QueryClientProvider } from '@sp/api-client';
import { UiProvider } from '@sp/ui';
import { AppRouter } from './app-router';
import { ModulesLoader } from './federation/modules-loader';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <ModulesLoader />
        <AppRouter />
      </UiProvider>
    </QueryClientProvider>
  );
}
