/**
 * @sp/import-wizard: upload, map, preview, commit and history for every bulk import
 * (products, orders, order labels, leads, COD remittances). Bundled by the remotes that use it and loaded
 * only by their import pages (never a federation singleton, never on /login).
 */
export { ImportWizard } from './import-wizard';
export type { ImportWizardProps } from './import-wizard';
export { ImportHistory } from './import-history';
export { importsApi } from './api';
