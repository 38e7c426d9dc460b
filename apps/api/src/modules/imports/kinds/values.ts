import { DISPLAY_TEXT_MESSAGE, isSafeDisplayText } from '@sp/contracts/api';
import type { RowIssue } from './types';

/** Problems of one row, collected while its cells are read. */
export class RowCheck {
  readonly issues: RowIssue[] = [];
  constructor(readonly values: Record<string, string>) {}

  fail(
    column: string | null,
    code: string,
    message: string,
    params?: Record<string, string | number>,
  ) {
    this.issues.push({ column, code, message, ...(params ? { params } : {}) });
    return null;
  }

  /** `display`: a name people see, held to the one display-text rule of the forms (isSafeDisplayText). */
  text(
    key: string,
    opts: { required?: boolean; max?: number; display?: boolean } = {},
  ): string | null {
    const v = this.values[key] ?? '';
    if (!v) return opts.required ? this.fail(key, 'required', `${key} is required`) : '';
    if (opts.max && v.length > opts.max)
      return this.fail(key, 'too_long', `${key} is longer than ${opts.max} characters`, {
        max: opts.max,
      });
    if (opts.display && !isSafeDisplayText(v))
      return this.fail(key, 'unsafe_text', `${key}: ${DISPLAY_TEXT_MESSAGE.toLowerCase()}`);
    return v;
  }

  /** '1 234,50', '1,234.50', '12.5', '12' -> minor units (2 decimals). */
  money(key: string, opts: { required?: boolean } = {}): number | null {
    const v = this.values[key] ?? '';
    if (!v) return opts.required ? this.fail(key, 'required', `${key} is required`) : null;
    const minor = parseMoneyMinor(v);
    if (minor === null)
      return this.fail(key, 'invalid_money', `${key} is not an amount: ${v}`, { value: v });
    return minor;
  }

  integer(
    key: string,
    opts: { required?: boolean; min?: number; max?: number } = {},
  ): number | null {
    const v = (this.values[key] ?? '').replace(/\s/g, '');
    if (!v) return opts.required ? this.fail(key, 'required', `${key} is required`) : null;
    const n = /^-?\d+([.,]0+)?$/.test(v) ? Number.parseInt(v, 10) : Number.NaN;
    if (!Number.isFinite(n) || n < (opts.min ?? 0) || n > (opts.max ?? 1_000_000_000)) {
      return this.fail(key, 'invalid_number', `${key} is not a whole number in range: ${v}`, {
        value: v,
      });
    }
    return n;
  }

  /** ISO (2026-11-23, with time), or day first (23/11/2026, 23-11-2026, 23.11.2026) as sellers in MA/FR write it. */
  date(key: string): Date | null | undefined {
    const v = this.values[key] ?? '';
    if (!v) return undefined;
    const d = parseDate(v);
    if (!d) return this.fail(key, 'invalid_date', `${key} is not a date: ${v}`, { value: v });
    return d;
  }

  choice<T extends string>(key: string, allowed: readonly T[], fallback: T): T | null {
    const v = (this.values[key] ?? '').toLowerCase();
    if (!v) return fallback;
    const found = allowed.find((a) => a === v);
    return (
      found ??
      this.fail(key, 'invalid_choice', `${key} must be one of ${allowed.join(', ')}`, {
        allowed: allowed.join(', '),
      })
    );
  }
}

export function parseMoneyMinor(input: string): number | null {
  let v = input.replace(/[\s\u00a0\u202f]/g, '').replace(/[A-Za-z€$£]+$|^[A-Za-z€$£]+/g, '');
  if (v.includes(',') && v.includes('.'))
    v =
      v.lastIndexOf(',') > v.lastIndexOf('.')
        ? v.replace(/\./g, '').replace(',', '.')
        : v.replace(/,/g, '');
  else if (v.includes(',')) v = v.replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(v)) return null;
  const [units, cents = ''] = v.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
}

export function parseDate(v: string): Date | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(v);
  if (m) return valid(+m[1]!, +m[2]!, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(v);
  if (m) return valid(+m[3]!, +m[2]!, +m[1]!, +(m[4] ?? 0), +(m[5] ?? 0), 0);
  return null;
}

function valid(y: number, mo: number, d: number, h: number, mi: number, s: number) {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}
