/**
 * An amount written in words, as French and Moroccan invoices close ("Arrêtée la présente
 * facture à la somme de …") and Arabic ones likewise ("حُصرت هذه الفاتورة في مبلغ …").
 * The cardinals come from n2words (docs/dependencies.md); the currency's unit names and
 * the sentence are ours. English invoices do not write totals in words: null.
 */
import { toCardinal as arabicCardinal } from 'n2words/ar-SA';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import type { DocumentLanguage } from '@sp/contracts/api';

type Unit = { one: string; many: string };
/** Unit and sub-unit names per currency; a currency not listed is written by its code. */
const UNITS: Record<string, { fr: [Unit, Unit]; ar: [Unit, Unit] }> = {
  MAD: {
    fr: [
      { one: 'dirham', many: 'dirhams' },
      { one: 'centime', many: 'centimes' },
    ],
    ar: [
      { one: 'درهم', many: 'درهم' },
      { one: 'سنتيم', many: 'سنتيم' },
    ],
  },
  EUR: {
    fr: [
      { one: 'euro', many: 'euros' },
      { one: 'centime', many: 'centimes' },
    ],
    ar: [
      { one: 'يورو', many: 'يورو' },
      { one: 'سنت', many: 'سنت' },
    ],
  },
  USD: {
    fr: [
      { one: 'dollar', many: 'dollars' },
      { one: 'cent', many: 'cents' },
    ],
    ar: [
      { one: 'دولار', many: 'دولار' },
      { one: 'سنت', many: 'سنت' },
    ],
  },
};

/** The amount alone in words: "mille deux cents dirhams et cinquante centimes". */
export function amountInWords(minor: number, currency: string, language: 'fr' | 'ar'): string {
  const abs = Math.abs(Math.trunc(minor));
  const units = Math.trunc(abs / 100);
  const cents = abs % 100;
  const names = UNITS[currency]?.[language] ?? [
    { one: currency, many: currency },
    { one: '', many: '' },
  ];
  const cardinal = language === 'fr' ? frenchCardinal : arabicCardinal;
  const part = (n: number, unit: Unit) =>
    `${cardinal(n)}${unit.one ? ` ${n > 1 ? unit.many : unit.one}` : ''}`;
  const main = part(units, names[0]);
  if (!cents) return main;
  const sub = names[1].one ? part(cents, names[1]) : `${cardinal(cents)}/100`;
  return language === 'fr' ? `${main} et ${sub}` : `${main} و${sub}`;
}

/** The closing sentence of an invoice or credit note, or null where the language has none. */
export function closingSentence(
  kind: 'invoice' | 'credit_note',
  minor: number,
  currency: string,
  language: DocumentLanguage,
): string | null {
  if (language === 'en') return null;
  const words = amountInWords(minor, currency, language);
  if (language === 'fr') {
    return kind === 'invoice'
      ? `Arrêtée la présente facture à la somme de : ${words} toutes taxes comprises.`
      : `Arrêté le présent avoir à la somme de : ${words} toutes taxes comprises.`;
  }
  return kind === 'invoice'
    ? `حُصرت هذه الفاتورة في مبلغ: ${words} شاملة جميع الرسوم.`
    : `حُصر هذا الإشعار الدائن في مبلغ: ${words} شاملة جميع الرسوم.`;
}
