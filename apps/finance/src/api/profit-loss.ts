import { keepPreviousData, useQuery } from '@sp/api-client';
import type {
  ProfitLossLinesQuery,
  ProfitLossQuery,
  ReportKind,
  ReportQuery,
} from '@sp/contracts/api';
import { financeApi } from './endpoints';
import { FINANCE_KEY } from './payments';

export const useProfitLoss = (query: ProfitLossQuery) =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'profit-loss', query],
    queryFn: ({ signal }) => financeApi.profitLoss.get(query, signal),
    placeholderData: keepPreviousData,
  });

/** The records behind one figure; `null` while no figure is open. */
export const useProfitLossLines = (query: ProfitLossLinesQuery | null) =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'profit-loss-lines', query],
    queryFn: () => financeApi.profitLoss.lines(query!),
    enabled: Boolean(query),
  });

export const useReport = (kind: ReportKind, query: ReportQuery) =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'report', kind, query],
    queryFn: ({ signal }) => financeApi.reports.get(kind, query, signal),
    placeholderData: keepPreviousData,
  });

export const useFinanceSummary = () =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'summary'],
    queryFn: () => financeApi.summary(),
    staleTime: 30_000,
  });
