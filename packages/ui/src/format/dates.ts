// Parsing as dayjs does, without shipping dayjs with the sign-in page (DESIGN.md section 8):
// an ISO-like string without a zone ('2025-01-05', '2025-01-05 10:30') is local time.
const LOCAL_ISO =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
const MS_PER_DAY = 86_400_000;
const MS_PER_MINUTE = 60_000;

/** The Date a value stands for; an invalid Date when it cannot be read. */
function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return new Date(value);
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const d = LOCAL_ISO.exec(value);
    if (d) {
      const n = (i: number) => Number(d[i] || 0);
      return new Date(
        n(1),
        Number(d[2]) - 1 || 0,
        Number(d[3] || 1),
        n(4),
        n(5),
        n(6),
        Number((d[7] || '0').substring(0, 3)),
      );
    }
  }
  return new Date(value);
}

const isValid = (date: Date) => !Number.isNaN(date.getTime());
/** The zone offset in minutes, rounded to a quarter hour as dayjs's utcOffset() is. */
const utcOffset = (date: Date) => -Math.round(date.getTimezoneOffset() / 15) * 15;

/** SPEC section 9's date formats (shown in English as written; localised months otherwise). */
export type DateFormat = 'Mon D, YYYY' | 'DD Mon, YYYY' | 'DD Mon' | 'Mon, YYYY' | 'datetime';

/** French abbreviates with a full stop and puts no comma before the year: "5 janv. 2025". */
const isFrench = (lng: string) => lng.startsWith('fr');

function parts(date: Date, lng: string) {
  const short = new Intl.DateTimeFormat(lng, { month: 'short' }).format(date);
  const month = isFrench(lng) ? short : short.replace(/\.$/, '');
  return { month, day: date.getDate(), year: date.getFullYear() };
}

/** Formats a date (ISO string, Date or epoch ms); '' for a missing or invalid one. */
export function formatDate(
  value: string | number | Date | null | undefined,
  format: DateFormat,
  lng = 'en',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!isValid(date)) return '';
  if (format === 'datetime') {
    // English: "UK-style date with 12-hour time" (SPEC section 9): 05/01/2025, 3:04 pm.
    // French and Arabic write the time as their readers do: 24-hour in French
    // (05/01/2025 15:04), the locale's own clock in Arabic (docs/words.md).
    const english = lng.startsWith('en');
    const locale = english ? 'en-GB' : lng;
    return new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: english ? 'numeric' : '2-digit',
      minute: '2-digit',
      ...(english ? { hour12: true } : isFrench(lng) ? { hourCycle: 'h23' as const } : {}),
    }).format(date);
  }
  const { month, day, year } = parts(date, lng);
  const dd = String(day).padStart(2, '0');
  // Arabic writes its own comma (U+060C) between the month and the year; French none.
  const comma = lng.startsWith('ar') ? '،' : isFrench(lng) ? '' : ',';
  switch (format) {
    case 'Mon D, YYYY':
      return isFrench(lng) ? `${day} ${month} ${year}` : `${month} ${day}${comma} ${year}`;
    case 'DD Mon, YYYY':
      return `${dd} ${month}${comma} ${year}`;
    case 'DD Mon':
      return `${dd} ${month}`;
    case 'Mon, YYYY':
      return `${month}${comma} ${year}`;
  }
}

/**
 * "from – to", each date isolated (U+2068 ... U+2069): in an Arabic line the dash between
 * two dates ending and starting with digits otherwise loses its place and a space.
 */
export function formatDateRange(
  from: string | Date,
  to: string | Date,
  format: DateFormat,
  lng = 'en',
): string {
  return `\u2068${formatDate(from, format, lng)}\u2069 – \u2068${formatDate(to, format, lng)}\u2069`;
}

/** Whole days from now until an ISO date, never negative (SPEC section 9). */
export function daysRemaining(iso: string, now: Date | number = Date.now()): number {
  const end = toDate(iso);
  if (!isValid(end)) return 0;
  const start = toDate(now);
  // As dayjs's diff(..., 'day', true): a change of zone offset between the two does not count.
  const zoneDelta = (utcOffset(start) - utcOffset(end)) * MS_PER_MINUTE;
  return Math.max(0, Math.ceil((end.getTime() - start.getTime() - zoneDelta) / MS_PER_DAY));
}

const SUNDAY_FIRST = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'IL', 'PH', 'ZA', 'KR', 'IN', 'SA']);
const SATURDAY_FIRST = new Set([
  'EG',
  'DZ',
  'AE',
  'BH',
  'KW',
  'QA',
  'OM',
  'LY',
  'SD',
  'SY',
  'IQ',
  'JO',
  'AF',
  'IR',
]);

/** First day of the week for a locale such as 'fr-MA' (0 = Sunday ... 6 = Saturday). */
export function weekStart(locale: string): number {
  try {
    const info = (
      new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }
    ).getWeekInfo?.();
    if (info) return info.firstDay % 7;
  } catch {
    // an unknown locale: fall back to the table below
  }
  const region = locale.split('-')[1]?.toUpperCase() ?? '';
  if (SUNDAY_FIRST.has(region)) return 0;
  if (SATURDAY_FIRST.has(region)) return 6;
  return 1;
}
