import { createAppConfig } from '@sp/build-config/rspack';

export default createAppConfig({
  name: 'inventory',
  dir: import.meta.dirname,
  title: 'inventory (standalone)',
});
