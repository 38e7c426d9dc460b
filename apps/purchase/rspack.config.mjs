import { createAppConfig } from '@sp/build-config/rspack';

export default createAppConfig({
  name: 'purchase',
  dir: import.meta.dirname,
  title: 'purchase (standalone)',
});
