import type { FulfillmentAgent } from '@sp/contracts/api';
import type { PickerSource } from '@sp/page-kit';
import { useCan } from '@sp/shared-auth';
import { ordersApi } from './endpoints';

/** Matches shown at once; typing narrows (the server searches every courier). */
const SHOWN = 20;

/** Couriers are offered only to those who may read them (the agent role may not). */
export const useCanPickCouriers = () => useCan({ action: 'read', subject: 'FulfillmentAgent' });

/** Active couriers chosen by typing: an order's, a shipment's, the bulk bar's, the filters'. */
export const courierSource: PickerSource<FulfillmentAgent> = {
  queryKey: ['orders', 'courier-picker'],
  search: (text, signal) =>
    ordersApi.agents(
      { search: text || undefined, active: 'true', pageSize: SHOWN, sort: 'name' },
      signal,
    ),
  getOne: (id) => ordersApi.agent(id),
  label: (a) => a.name,
};
