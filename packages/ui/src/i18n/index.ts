import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

/** The texts of ui's own components (namespace 'ui'), registered by the shell. */
export const uiTranslations = { en, fr, ar };
