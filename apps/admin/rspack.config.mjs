import { createAppConfig } from '@sp/build-config/rspack';

export default createAppConfig({
  name: 'admin',
  dir: import.meta.dirname,
  title: 'admin (standalone)',
});
