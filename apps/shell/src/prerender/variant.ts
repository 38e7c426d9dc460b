/** Where the tenant's title goes in a prerendered page (replaced by choose.ts). */
export const APP_TITLE_TOKEN = '%SP_APP_TITLE%';

export const LAYOUTS = ['centered', 'illustrated'] as const;

/** The id of a prerendered page's <template> in index.html. */
export const variantId = (language: string, layout: string) => `sp-login-${language}-${layout}`;
