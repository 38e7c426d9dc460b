import { renderStandalone } from '@sp/dev-host';
import { remote } from './remote';

// `pnpm --filter agency dev`: this remote alone, inside the shell's providers.
renderStandalone(remote);
