type Texts = Record<string, unknown>;

/**
 * The generic errors.* and validation.* texts have one copy, in @sp/page-kit (which the
 * remotes bundle); the shell takes only its JSON (not its code) beside its own texts,
 * which win where both have a key.
 */
export function withKitTexts(own: Texts, kit: Texts): Texts {
  const merged: Texts = { ...kit };
  for (const [key, value] of Object.entries(own)) {
    const base = merged[key];
    merged[key] =
      base && typeof base === 'object' && value && typeof value === 'object'
        ? { ...base, ...value }
        : value;
  }
  return merged;
}
