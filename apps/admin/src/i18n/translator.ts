type Texts = Record<string, unknown>;

/**
 * `t` over one language's texts without i18next, for unit tests of code that takes a `t`:
 * a dotted key's text, else the default value, else the key.
 */
export const translatorOf =
  (texts: Texts) => (key: string, options?: { defaultValue?: string }) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
    return typeof found === 'string' ? found : (options?.defaultValue ?? key);
  };
