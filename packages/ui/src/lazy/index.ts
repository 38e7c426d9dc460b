import { lazyNamespace } from './lazy-parts';

export { preloadOverlays } from './lazy-parts';
export const Accordion = lazyNamespace('Accordion');
export const Avatar = lazyNamespace('Avatar');
export const Checkbox = lazyNamespace('Checkbox');
export const Dialog = lazyNamespace('Dialog');
export const Drawer = lazyNamespace('Drawer');
export const Menu = lazyNamespace('Menu');
export const Popover = lazyNamespace('Popover');
export const Switch = lazyNamespace('Switch');
export const Tabs = lazyNamespace('Tabs');
