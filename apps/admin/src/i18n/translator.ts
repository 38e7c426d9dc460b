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

/**
 * `t` over several namespaces' texts, as i18next reads them with `ns` (one or a list, looked
 * up in order; 'admin' when none is given): for the audit vocabulary the remotes register.
 */
export const translatorOfNamespaces =
  (byNs: Record<string, Texts>) =>
  (key: string, options?: { defaultValue?: string; ns?: string | string[] }) => {
    const list = options?.ns === undefined ? ['admin'] : [options.ns].flat();
    for (const ns of list) {
      const found = translatorOf(byNs[ns] ?? {})(key, { defaultValue: '\u0000' });
      if (found !== '\u0000') return found;
    }
    return options?.defaultValue ?? key;
  };
