/** Horizon's demo reference data: destinations, programmes, sub-agencies, people's names. */
export const demoDestinations = [
  {
    country: 'CA',
    name: 'Canada',
    names: { fr: 'Canada', ar: 'كندا' },
    currency: 'CAD',
    visaNotes: 'Study permit; biometrics at a VAC; proof of funds (GIC) of CAD 20,635.',
  },
  {
    country: 'FR',
    name: 'France',
    names: { fr: 'France', ar: 'فرنسا' },
    currency: 'EUR',
    visaNotes: 'Campus France procedure, then a long-stay student visa (VLS-TS).',
  },
  {
    country: 'GB',
    name: 'United Kingdom',
    names: { fr: 'Royaume-Uni', ar: 'المملكة المتحدة' },
    currency: 'GBP',
    visaNotes: 'Student visa with a CAS; Immigration Health Surcharge paid upfront.',
  },
  {
    country: 'DE',
    name: 'Germany',
    names: { fr: 'Allemagne', ar: 'ألمانيا' },
    currency: 'EUR',
    visaNotes: 'National (D) visa; blocked account of EUR 11,904 a year.',
  },
  {
    country: 'AE',
    name: 'United Arab Emirates',
    names: { fr: 'Émirats arabes unis', ar: 'الإمارات العربية المتحدة' },
    currency: 'AED',
    visaNotes: 'Student residence visa sponsored by the university.',
  },
] as const;

/** [destination index, name, institution, level, months, tuition per year (major units)]. */
export const demoProgrammes: [number, string, string, string, number, number][] = [
  [0, 'BSc Computer Science', 'University of Ottawa', 'bachelor', 48, 42000],
  [0, 'Business Administration Diploma', 'Humber College', 'diploma', 24, 19500],
  [0, 'MEng Electrical Engineering', 'Concordia University', 'master', 24, 31000],
  [0, 'English for Academic Purposes', 'ILSC Vancouver', 'language', 6, 9800],
  [1, 'Licence Économie-Gestion', 'Université Paris-Saclay', 'bachelor', 36, 2895],
  [1, 'MSc in Management', 'ESSEC Business School', 'master', 24, 27500],
  [1, 'Master Data Science', 'Université de Lyon', 'master', 24, 3941],
  [1, 'Diplôme universitaire de français', 'Alliance Française Paris', 'language', 9, 6200],
  [2, 'BA Business Management', 'University of Manchester', 'bachelor', 36, 26000],
  [2, 'MSc Finance', 'University of Leeds', 'master', 12, 31750],
  [2, 'International Foundation Year', 'INTO London', 'foundation', 9, 21500],
  [2, 'PhD Biomedical Sciences', 'University of Edinburgh', 'phd', 48, 29000],
  [3, 'BSc Mechanical Engineering', 'TU Berlin', 'bachelor', 36, 700],
  [3, 'MSc Renewable Energy', 'RWTH Aachen', 'master', 24, 1100],
  [3, 'Studienkolleg T-Kurs', 'Studienkolleg Hamburg', 'foundation', 12, 600],
  [3, 'German Language C1', 'Goethe-Institut München', 'language', 6, 5400],
  [4, 'BBA Hospitality Management', 'University of Dubai', 'bachelor', 48, 68000],
  [4, 'MBA', 'Heriot-Watt University Dubai', 'master', 18, 98000],
  [4, 'BSc Cyber Security', 'Middlesex University Dubai', 'bachelor', 36, 71000],
  [4, 'Foundation in Engineering', 'Amity University Dubai', 'foundation', 12, 45000],
];

/** Per destination: visa, insurance a year, living a month, flights (major units). */
export const demoCosts = [
  { visa: 150, insurance: 900, living: 1500, flights: 1400 },
  { visa: 99, insurance: 350, living: 1100, flights: 450 },
  { visa: 490, insurance: 776, living: 1200, flights: 400 },
  { visa: 75, insurance: 1400, living: 990, flights: 350 },
  { visa: 3500, insurance: 2200, living: 4500, flights: 1500 },
];

export const demoSubAgencies = [
  {
    name: 'Casablanca Study Link',
    country: 'MA',
    contactName: 'Karim Benjelloun',
    email: 'karim@studylink.ma',
    phone: '+212 522 45 67 89',
    shareBp: 3000,
  },
  {
    name: 'Tunis Avenir Conseil',
    country: 'TN',
    contactName: 'Sonia Trabelsi',
    email: 'sonia@avenir-conseil.tn',
    phone: '+216 71 234 567',
    shareBp: 2500,
  },
  {
    name: 'مكتب الأفق للدراسة',
    country: 'JO',
    contactName: 'ليلى حداد',
    email: 'layla@ofoq-study.jo',
    phone: '+962 6 555 1234',
    shareBp: 2000,
  },
];

export const demoTaskTypes = [
  ['Call', 15],
  ['Follow-up e-mail', 10],
  ['Document review', 45],
  ['Visa appointment', 120],
  ['Counselling meeting', 60],
] as const;

/** A demo task's title in its lead's language, by task type (the order of demoTaskTypes). */
const taskVerbs = {
  en: ['Call', 'Follow-up e-mail', 'Document review', 'Visa appointment', 'Counselling meeting'],
  fr: [
    'Appel',
    'Relance par e-mail',
    'Revue des documents',
    'Rendez-vous visa',
    'Entretien d’orientation',
  ],
  ar: ['اتصال', 'متابعة بالبريد الإلكتروني', 'مراجعة الوثائق', 'موعد التأشيرة', 'جلسة إرشاد'],
} as const;
export function demoTaskTitle(language: string, typeIndex: number, leadName: string) {
  const verbs = taskVerbs[language as keyof typeof taskVerbs] ?? taskVerbs.en;
  // French puts a (no-break) space before a colon.
  return `${verbs[typeIndex % verbs.length]}${language === 'fr' ? '\u00a0:' : ':'} ${leadName}`;
}

export const firstNames = {
  ar: [
    'محمد',
    'فاطمة',
    'يوسف',
    'مريم',
    'أحمد',
    'خديجة',
    'عمر',
    'سلمى',
    'ياسين',
    'نور',
    'حمزة',
    'هبة',
    'إلياس',
    'ريم',
    'آدم',
    'ليلى',
  ],
  fr: [
    'Camille',
    'Lucas',
    'Inès',
    'Hugo',
    'Léa',
    'Nathan',
    'Chloé',
    'Mehdi',
    'Sarah',
    'Rayan',
    'Manon',
    'Théo',
    'Yasmine',
    'Louis',
    'Amina',
    'Jules',
  ],
  en: [
    'Olivia',
    'James',
    'Amelia',
    'Daniel',
    'Grace',
    'Samuel',
    'Hannah',
    'David',
    'Zara',
    'Adam',
    'Emily',
    'Ryan',
    'Aisha',
    'Noah',
    'Sophie',
    'Ethan',
  ],
};
export const lastNames = {
  ar: [
    'العلوي',
    'بنعلي',
    'الإدريسي',
    'الحسني',
    'الزهراني',
    'المنصوري',
    'حداد',
    'الشامي',
    'بن يوسف',
    'العمراني',
    'القاسمي',
    'الخطيب',
  ],
  fr: [
    'Martin',
    'Bernard',
    'Benali',
    'Dubois',
    'El Amrani',
    'Moreau',
    'Laurent',
    'Haddad',
    'Girard',
    'Bouzid',
    'Fontaine',
    'Rousseau',
  ],
  en: [
    'Smith',
    'Khan',
    'Johnson',
    'Okafor',
    'Brown',
    'Patel',
    'Williams',
    'Ahmed',
    'Taylor',
    'Mensah',
    'Clarke',
    'Wilson',
  ],
};
export const nationalities = {
  ar: ['Morocco', 'Jordan', 'Egypt', 'Saudi Arabia', 'Algeria'],
  fr: ['France', 'Morocco', 'Tunisia', 'Senegal', 'Belgium'],
  en: ['Nigeria', 'Pakistan', 'Ghana', 'United Kingdom', 'India'],
};
/** What a counsellor writes on a lead's timeline, in the language they speak with the student. */
export const notes = {
  en: [
    'Asked about scholarships and part-time work rules.',
    'Sent the programme brochure and the document checklist.',
    'Parents will co-sign the financial guarantee.',
    'Wants a campus close to family in the city.',
    'IELTS booked for next month.',
    'Transcripts received; waiting for the translation.',
  ],
  fr: [
    'Intéressée par une alternance après la première année.',
    'Brochure du programme et liste des pièces envoyées.',
    'Les parents se portent garants pour le financement.',
    'Demande si le TCF est accepté à la place du DELF.',
    'Relevés de notes reçus, traduction en cours.',
    'Souhaite un logement en résidence universitaire.',
  ],
  ar: [
    'يرغب في معرفة تكاليف السكن الجامعي.',
    'أُرسل كتيّب البرنامج وقائمة الوثائق المطلوبة.',
    'سيكفل الوالدان الضمان المالي.',
    'سأل عن المنح الدراسية وقواعد العمل بدوام جزئي.',
    'حُجز موعد اختبار IELTS في الشهر المقبل.',
    'وصلت كشوف الدرجات وننتظر الترجمة المعتمدة.',
  ],
};
export const lostReasons = {
  en: [
    'Chose another agency',
    'Budget too low',
    'Visa refused',
    'No answer after 5 attempts',
    'Postponed to next year',
  ],
  fr: [
    'A choisi une autre agence',
    'Budget insuffisant pour les frais',
    'Visa refusé',
    'Sans réponse après 5 relances',
    'Reporté à l’année prochaine',
  ],
  ar: [
    'اختار وكالة أخرى',
    'الميزانية غير كافية',
    'رُفضت التأشيرة',
    'لا رد بعد خمس محاولات',
    'أُجّل إلى العام المقبل',
  ],
};

/** The demo's programme, cost, instalment and age-band names in French and Arabic, for quotes in the student's language. */
export const demoNames: Record<string, { fr: string; ar: string }> = {
  Tuition: { fr: 'Frais de scolarité', ar: 'الرسوم الدراسية' },
  'Application fee': { fr: 'Frais de dossier', ar: 'رسوم التقديم' },
  Visa: { fr: 'Visa', ar: 'التأشيرة' },
  'Health insurance': { fr: 'Assurance maladie', ar: 'التأمين الصحي' },
  'Living costs': { fr: 'Frais de vie', ar: 'تكاليف المعيشة' },
  Flights: { fr: 'Billets d’avion', ar: 'تذاكر الطيران' },
  Deposit: { fr: 'Acompte', ar: 'الدفعة الأولى' },
  'Before departure': { fr: 'Avant le départ', ar: 'قبل السفر' },
  'Second semester': { fr: 'Second semestre', ar: 'الفصل الثاني' },
  // Age-vs-dependents bands.
  'Infant 0-5': { fr: 'Jeune enfant (0 à 5 ans)', ar: 'طفل صغير (0 إلى 5 سنوات)' },
  'Child 6-17': { fr: 'Enfant (6 à 17 ans)', ar: 'طفل (6 إلى 17 سنة)' },
  'Adult 18 and over': { fr: 'Adulte (18 ans et plus)', ar: 'بالغ (18 سنة فأكثر)' },
  // Programmes, as a student reading French or Arabic knows them.
  'BSc Computer Science': { fr: 'Licence en informatique', ar: 'بكالوريوس علوم الحاسوب' },
  'Business Administration Diploma': {
    fr: 'Diplôme en administration des affaires',
    ar: 'دبلوم إدارة الأعمال',
  },
  'MEng Electrical Engineering': {
    fr: 'Master en génie électrique',
    ar: 'ماجستير الهندسة الكهربائية',
  },
  'English for Academic Purposes': {
    fr: 'Anglais à visée universitaire',
    ar: 'اللغة الإنجليزية للأغراض الأكاديمية',
  },
  'Licence Économie-Gestion': { fr: 'Licence Économie-Gestion', ar: 'إجازة في الاقتصاد والتسيير' },
  'MSc in Management': { fr: 'MSc en management', ar: 'ماجستير في الإدارة' },
  'Master Data Science': { fr: 'Master science des données', ar: 'ماجستير علم البيانات' },
  'Diplôme universitaire de français': {
    fr: 'Diplôme universitaire de français',
    ar: 'الدبلوم الجامعي في اللغة الفرنسية',
  },
  'BA Business Management': {
    fr: 'Licence en management des entreprises',
    ar: 'بكالوريوس إدارة الأعمال',
  },
  'MSc Finance': { fr: 'MSc en finance', ar: 'ماجستير في المالية' },
  'International Foundation Year': {
    fr: 'Année préparatoire internationale',
    ar: 'السنة التأسيسية الدولية',
  },
  'PhD Biomedical Sciences': {
    fr: 'Doctorat en sciences biomédicales',
    ar: 'دكتوراه في العلوم الطبية الحيوية',
  },
  'BSc Mechanical Engineering': {
    fr: 'Licence en génie mécanique',
    ar: 'بكالوريوس الهندسة الميكانيكية',
  },
  'MSc Renewable Energy': {
    fr: 'Master en énergies renouvelables',
    ar: 'ماجستير الطاقات المتجددة',
  },
  'Studienkolleg T-Kurs': {
    fr: 'Studienkolleg, cursus T (préparatoire scientifique)',
    ar: 'الكلية التحضيرية، المسار التقني',
  },
  'German Language C1': { fr: 'Allemand niveau C1', ar: 'اللغة الألمانية المستوى C1' },
  'BBA Hospitality Management': {
    fr: 'Licence en management hôtelier',
    ar: 'بكالوريوس إدارة الضيافة',
  },
  MBA: { fr: 'MBA', ar: 'ماجستير إدارة الأعمال' },
  'BSc Cyber Security': { fr: 'Licence en cybersécurité', ar: 'بكالوريوس الأمن السيبراني' },
  'Foundation in Engineering': {
    fr: 'Année préparatoire en ingénierie',
    ar: 'السنة التأسيسية في الهندسة',
  },
};
