import type { FulfillmentAgent, Supplier } from '@sp/contracts/api';
import type { PickerSource } from '@sp/page-kit';
import { useCan } from '@sp/shared-auth';
import { financeApi } from './endpoints';

/** Matches shown at once; typing narrows (the server searches every record). */
const SHOWN = 20;

/** May the caller pick an agent (a COD remittance's agent, the statements, the filter)? */
export const useCanPickAgents = () => useCan({ action: 'read', subject: 'FulfillmentAgent' });
/** May the caller pick a supplier (those who may read purchases)? */
export const useCanPickSuppliers = () => useCan({ action: 'read', subject: 'Purchase' });

/**
 * Fulfillment agents chosen by typing; in a payment form `inactive` ("inactive") follows an
 * inactive agent's name (a recorded payment keeps its agent).
 */
export const agentSource = (inactive?: string): PickerSource<FulfillmentAgent> => ({
  queryKey: ['finance', 'agent-picker'],
  search: (text, signal) =>
    financeApi.agents({ search: text || undefined, pageSize: SHOWN, sort: 'name' }, signal),
  getOne: (id) => financeApi.agent(id),
  label: (a) => (a.active || !inactive ? a.name : `${a.name} (${inactive})`),
});

/** Suppliers chosen by typing; `withCurrency` where the amount's currency matters (a payment). */
export const supplierSource = (withCurrency = false): PickerSource<Supplier> => ({
  queryKey: ['finance', 'supplier-picker'],
  search: (text, signal) =>
    financeApi.suppliers({ search: text || undefined, pageSize: SHOWN, sort: 'name' }, signal),
  getOne: (id) => financeApi.supplier(id),
  label: (s) => (withCurrency ? `${s.name} (${s.currency})` : s.name),
});
