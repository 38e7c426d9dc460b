/** A date as the contracts carry it (ISO 8601, UTC). */
export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
