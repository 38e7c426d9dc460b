/** The quote PDF's own words, in the lead's language (the data itself is shown as stored). */
export const quoteTexts = {
  en: {
    title: 'Cost estimate', student: 'Student', programme: 'Programme', destination: 'Destination', intake: 'Intake', duration: 'Duration',
    months: 'months', years: 'years', costs: 'Costs', dependent: 'Dependent', total: 'Total', schedule: 'Payment schedule', due: 'due',
    footer: 'Estimate based on the current programme costs; amounts may change with the institution and the visa authority.',
  },
  fr: {
    title: 'Devis', student: 'Étudiant', programme: 'Programme', destination: 'Destination', intake: 'Rentrée', duration: 'Durée',
    months: 'mois', years: 'ans', costs: 'Coûts', dependent: 'Personne à charge', total: 'Total', schedule: 'Échéancier', due: 'échéance',
    footer: 'Estimation fondée sur les coûts actuels du programme ; les montants peuvent changer selon l’établissement et les services des visas.',
  },
  ar: {
    title: 'تقدير التكاليف', student: 'الطالب', programme: 'البرنامج', destination: 'الوجهة', intake: 'موعد الالتحاق', duration: 'المدة',
    months: 'شهرًا', years: 'سنة', costs: 'التكاليف', dependent: 'مرافق', total: 'المجموع', schedule: 'جدول الدفعات', due: 'الاستحقاق',
    footer: 'تقدير مبني على تكاليف البرنامج الحالية؛ قد تتغير المبالغ حسب المؤسسة وسلطات التأشيرة.',
  },
} as const;
export type QuoteLanguage = keyof typeof quoteTexts;
