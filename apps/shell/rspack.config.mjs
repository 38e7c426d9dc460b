import { createAppConfig } from '@sp/build-config/rspack';

export default createAppConfig({ name: 'shell', dir: import.meta.dirname, title: 'SP' });
