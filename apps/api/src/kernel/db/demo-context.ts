/** What a module's demo seed is handed (src/seed-demo.ts): the demo tenants, their stores and people. */
export interface DemoContext {
  tenants: { atlas: string; horizon: string };
  stores: { id: string; tenantId: string; name: string; currency: string }[];
  users: { id: string; tenantId: string; email: string; role: string }[];
}
