import { createAppConfig } from '@sp/build-config/rspack';

export default createAppConfig({
  name: 'finance',
  dir: import.meta.dirname,
  title: 'finance (standalone)',
});
