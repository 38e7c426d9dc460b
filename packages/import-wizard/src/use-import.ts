import { useQuery } from '@sp/api-client';
import { useSearchParams } from '@sp/router';
import { importsApi } from './api';

/** The import being worked on lives in the URL (?import=<id>): a reload or a later visit finds it. */
export function useImportParam() {
  const [params, setParams] = useSearchParams();
  const id = params.get('import');
  const setId = (next: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('import', next);
        else copy.delete('import');
        return copy;
      },
      { replace: !next },
    );
  return [id, setId] as const;
}

/** Polls while a job works on it (analysis, commit); stops once it waits for the user or is done. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: ['imports', 'detail', id],
    queryFn: ({ signal }) => importsApi.get(id!, signal),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'analysing' || status === 'committing' ? 600 : false;
    },
  });
}
