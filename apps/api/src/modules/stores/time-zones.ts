/**
 * The zone a new store gets when its body names none: its country's (main) zone. The
 * demo's sellers are Moroccan, so Casablanca is the fallback the migration also uses.
 */
const ZONE_OF_COUNTRY: Record<string, string> = {
  MA: 'Africa/Casablanca',
  FR: 'Europe/Paris',
  BE: 'Europe/Brussels',
  ES: 'Europe/Madrid',
  DE: 'Europe/Berlin',
  IT: 'Europe/Rome',
  GB: 'Europe/London',
  TN: 'Africa/Tunis',
  DZ: 'Africa/Algiers',
  EG: 'Africa/Cairo',
  SN: 'Africa/Dakar',
  AE: 'Asia/Dubai',
  SA: 'Asia/Riyadh',
};

export const zoneOfCountry = (country: string) => ZONE_OF_COUNTRY[country] ?? 'Africa/Casablanca';

/** The language a new store's documents get (migration 0130 sets existing stores alike). */
const FRENCH = new Set(['MA', 'FR', 'DZ', 'TN', 'BE', 'CH', 'LU', 'SN', 'CI']);
const ARABIC = new Set(['EG', 'AE', 'SA']);
export const languageOfCountry = (country: string): 'en' | 'fr' | 'ar' =>
  FRENCH.has(country) ? 'fr' : ARABIC.has(country) ? 'ar' : 'en';
