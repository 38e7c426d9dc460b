import { createRoot } from 'react-dom/client';
import { App } from './app';
import { setupI18n } from './i18n/setup';

await setupI18n();
createRoot(document.getElementById('root')!).render(<App />);
