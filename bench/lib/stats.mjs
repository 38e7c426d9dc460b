// Small statistics helpers: the bench reports medians, since a 2-core machine has outliers.
export const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** "min–max" of the finite values, for the note column: how noisy a median is. */
export const spread = (xs, digits = 0) => {
  const s = xs.filter((x) => Number.isFinite(x));
  return s.length ? `${Math.min(...s).toFixed(digits)}–${Math.max(...s).toFixed(digits)}` : 'n/a';
};

/** The p-th percentile of `sorted` (ascending): the nearest-rank value, as open-loop.mjs reports. */
export const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : null;

export const round = (x, digits = 1) => (x == null ? null : Number(x.toFixed(digits)));

/** A row, with ratio and ok filled in: lower is better unless `higherIsBetter`. */
export function row(fields) {
  const { value, baseline, budget, higherIsBetter } = fields;
  const out = { ...fields };
  delete out.higherIsBetter;
  if (value != null && baseline) out.ratio = round(value / baseline, 2);
  if (value != null && budget != null) out.ok = higherIsBetter ? value >= budget : value <= budget;
  return out;
}

/** A row for something that could not be measured, and why. */
export const skipped = (fields, why) => ({ ...fields, value: null, note: `skipped: ${why}` });
