import { createAppConfig } from '@sp/build-config/rspack';

export default createAppConfig({
  name: 'orders',
  dir: import.meta.dirname,
  title: 'orders (standalone)',
});
