import { vitestConfig } from '@sp/build-config/vitest';

export default vitestConfig({ environment: 'jsdom' });
