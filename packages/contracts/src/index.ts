export * from './remote';
export * from './modules';
export * from './abilities';
export * from './api';
export * from './contract-problems';
