import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

/** The i18n namespace of the kit's own texts (generic errors.*, validation.*, common.*). */
export const KIT_NS = 'page-kit';

/**
 * The ONE copy of the generic texts: the kit registers them under {@link KIT_NS}; the
 * shell merges the same files into its own namespace for the sign-in pages (which must
 * not load the kit's code). A remote's own namespace may override any key.
 */
export const kitTexts = { en, fr, ar };
