import type { ComponentType } from 'react';
import { configResources } from '../../lib/config-resources';
import { ConfigPage } from './config-page';

/** One page component per configuration resource, made once (React Router keeps them stable). */
export const configPages: Record<string, ComponentType> = Object.fromEntries(
  configResources.map((config) => {
    const Page = () => <ConfigPage config={config} />;
    Page.displayName = `ConfigPage(${config.id})`;
    return [config.id, Page];
  }),
);
