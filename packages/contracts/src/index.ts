// The browser-side contract: small and free of zod, because it is a federation singleton
// shared whole. The API's zod schemas are in '@sp/contracts/api'.
export * from './remote';
export * from './modules';
export * from './pages';
export * from './abilities';
export * from './contract-problems';
export * from './audit';
