import dayjs from 'dayjs';

/** SPEC section 9's date formats (shown in English as written; localised months otherwise). */
export type DateFormat = 'Mon D, YYYY' | 'DD Mon, YYYY' | 'DD Mon' | 'Mon, YYYY' | 'datetime';

function parts(date: Date, lng: string) {
  const month = new Intl.DateTimeFormat(lng, { month: 'short' }).format(date).replace(/\.$/, '');
  return { month, day: date.getDate(), year: date.getFullYear() };
}

/** Formats a date (ISO string, Date or epoch ms); '' for a missing or invalid one. */
export function formatDate(value: string | number | Date | null | undefined, format: DateFormat, lng = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  const date = d.toDate();
  if (format === 'datetime') {
    // "UK-style date with 12-hour time": 05/01/2025, 3:04 pm
    const locale = lng === 'en' ? 'en-GB' : lng;
    return new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(date);
  }
  const { month, day, year } = parts(date, lng);
  const dd = String(day).padStart(2, '0');
  switch (format) {
    case 'Mon D, YYYY':
      return `${month} ${day}, ${year}`;
    case 'DD Mon, YYYY':
      return `${dd} ${month}, ${year}`;
    case 'DD Mon':
      return `${dd} ${month}`;
    case 'Mon, YYYY':
      return `${month}, ${year}`;
  }
}

/** Whole days from now until an ISO date, never negative (SPEC section 9). */
export function daysRemaining(iso: string, now: Date | number = Date.now()): number {
  const end = dayjs(iso);
  if (!end.isValid()) return 0;
  return Math.max(0, Math.ceil(end.diff(dayjs(now), 'day', true)));
}

const SUNDAY_FIRST = new Set(['US', 'CA', 'MX', 'BR', 'JP', 'IL', 'PH', 'ZA', 'KR', 'IN', 'SA']);
const SATURDAY_FIRST = new Set(['EG', 'DZ', 'AE', 'BH', 'KW', 'QA', 'OM', 'LY', 'SD', 'SY', 'IQ', 'JO', 'AF', 'IR']);

/** First day of the week for a locale such as 'fr-MA' (0 = Sunday ... 6 = Saturday). */
export function weekStart(locale: string): number {
  try {
    const info = (new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }).getWeekInfo?.();
    if (info) return info.firstDay % 7;
  } catch {
    // an unknown locale: fall back to the table below
  }
  const region = locale.split('-')[1]?.toUpperCase() ?? '';
  if (SUNDAY_FIRST.has(region)) return 0;
  if (SATURDAY_FIRST.has(region)) return 6;
  return 1;
}
