import { createAppConfig } from '@sp/build-config/rspack';

export default createAppConfig({
  name: 'agency',
  dir: import.meta.dirname,
  title: 'agency (standalone)',
});
