import { getJson, keepPreviousData, useQuery } from '@sp/api-client';
import type { Customer, CustomerListQuery, CustomerSummary } from '@sp/contracts/api';

type CustomerPage = { items: CustomerSummary[]; total: number; page: number; pageSize: number };
export type KnownCustomer = CustomerSummary & { address: string };

/** The buyers behind the orders (issue 30.4); invalidated with the orders (same key family). */
export const customersApi = {
  list: (query: CustomerListQuery, signal?: AbortSignal) =>
    getJson<CustomerPage>('customers', query, signal),
  get: (id: string) => getJson<Customer>(`customers/${id}`),
  byPhone: (phone: string, signal?: AbortSignal) =>
    getJson<{ customer: KnownCustomer | null }>('customers/by-phone', { phone }, signal),
};

export const useCustomers = (query: CustomerListQuery) =>
  useQuery({
    queryKey: ['orders', 'customers', query],
    queryFn: ({ signal }) => customersApi.list(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: string | undefined) =>
  useQuery({
    queryKey: ['orders', 'customer', id],
    queryFn: () => customersApi.get(id!),
    enabled: Boolean(id),
  });

/** The customer of a phone as it is typed (from six digits on): the order form's "known customer". */
export function useCustomerByPhone(phone: string) {
  const digits = phone.replace(/\D/g, '');
  return useQuery({
    queryKey: ['orders', 'customer-by-phone', digits.slice(-9)],
    queryFn: ({ signal }) => customersApi.byPhone(phone, signal),
    enabled: digits.length >= 9,
    staleTime: 30_000,
  });
}
