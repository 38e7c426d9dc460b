/** The quote PDF's own words, in the lead's language (the data itself is shown as stored). */
export const quoteTexts = {
  en: {
    title: 'Cost estimate',
    student: 'Student',
    programme: 'Programme',
    destination: 'Destination',
    intake: 'Intake',
    duration: 'Duration',
    months: 'months',
    years: 'years',
    costs: 'Costs',
    dependent: 'Dependent',
    total: 'Total',
    schedule: 'Payment schedule',
    due: 'due',
    footer:
      'Estimate based on the current programme costs; amounts may change with the institution and the visa authority.',
    tuition: 'Tuition',
    fullPayment: 'Full payment',
    issued: 'Issued on',
    validUntil: 'Valid until',
    terms: 'Terms and conditions',
    termsVersion: 'version',
  },
  fr: {
    title: 'Devis',
    student: 'Étudiant',
    programme: 'Programme',
    destination: 'Destination',
    intake: 'Rentrée',
    duration: 'Durée',
    months: 'mois',
    years: 'ans',
    costs: 'Coûts',
    dependent: 'Personne à charge',
    total: 'Total',
    schedule: 'Échéancier',
    due: 'échéance',
    footer:
      'Estimation fondée sur les coûts actuels du programme ; les montants peuvent changer selon l’établissement et les services des visas.',
    tuition: 'Frais de scolarité',
    fullPayment: 'Paiement intégral',
    issued: 'Émis le',
    validUntil: 'Valable jusqu’au',
    terms: 'Conditions générales',
    termsVersion: 'version',
  },
  ar: {
    title: 'تقدير التكاليف',
    student: 'الطالب',
    programme: 'البرنامج',
    destination: 'الوجهة',
    intake: 'موعد الالتحاق',
    duration: 'المدة',
    months: 'شهرًا',
    years: 'سنة',
    costs: 'التكاليف',
    dependent: 'مرافق',
    total: 'المجموع',
    schedule: 'جدول الدفعات',
    due: 'الاستحقاق',
    footer: 'تقدير مبني على تكاليف البرنامج الحالية؛ قد تتغير المبالغ حسب المؤسسة وسلطات التأشيرة.',
    tuition: 'الرسوم الدراسية',
    fullPayment: 'الدفع الكامل',
    issued: 'تاريخ الإصدار',
    validUntil: 'صالح حتى',
    terms: 'الشروط والأحكام',
    termsVersion: 'الإصدار',
  },
} as const;
export type QuoteLanguage = keyof typeof quoteTexts;

export const textsOf = (language?: string) =>
  quoteTexts[(language && language in quoteTexts ? language : 'en') as QuoteLanguage];

/** How long a quote holds from its issue date. */
export const QUOTE_VALID_DAYS = 30;

// Dates as each language writes them: "12 septembre 2031", "١٢ سبتمبر ٢٠٣١" is not what a
// Moroccan reader expects on a bill, so Arabic keeps Western digits (as the app's own pages do).
const LOCALES: Record<QuoteLanguage, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

/** A YYYY-MM-DD date written in the quote's language (day, month name, year). */
export function quoteDate(iso: string, language?: string) {
  const lang = (language && language in quoteTexts ? language : 'en') as QuoteLanguage;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
}

/** An intake (YYYY-MM) as the language writes a month: "septembre 2031", "سبتمبر 2031". */
export function quoteMonth(intake: string, language?: string) {
  const lang = (language && language in quoteTexts ? language : 'en') as QuoteLanguage;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${intake.slice(0, 7)}-01T00:00:00Z`));
}
