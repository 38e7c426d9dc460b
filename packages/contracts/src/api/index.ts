export * from './errors';
export * from './tenants';
export * from './auth';
export * from './stores';
export * from './notifications';
export * from './audit';
export * from './admin';
export * from './account';
