import { create } from '@sp/shared-auth';

interface MaintenanceState {
  active: boolean;
  enter: () => void;
  leave: () => void;
}

/** Set when any API call answers 503 `maintenance`; cleared when the API answers again. */
export const useMaintenanceStore = create<MaintenanceState>()((set) => ({
  active: false,
  enter: () => set({ active: true }),
  leave: () => set({ active: false }),
}));
