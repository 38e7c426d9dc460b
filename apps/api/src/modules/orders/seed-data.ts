/** Believable Atlas customers: Moroccan and French names (Latin and Arabic script), cities, streets. */
export const moroccanCustomers = [
  'فاطمة الزهراء بنعلي', 'محمد العلوي', 'خديجة الإدريسي', 'يوسف التازي', 'سلمى بناني', 'عبد الله الفاسي', 'مريم الشرقاوي', 'حمزة المريني',
  'نادية العمراني', 'أمين بنجلون', 'Youssef El Amrani', 'Salma Bennani', 'Karim Tazi', 'Imane Chraibi', 'Omar Berrada', 'Hajar Alaoui',
  'Mehdi Lahlou', 'Sara El Fassi', 'Anas Benkirane', 'Zineb Kettani', 'Rachid Ouazzani', 'Laila Sqalli',
];
export const frenchCustomers = [
  'Élodie Lefèvre', 'Camille Dubois', 'Julien Moreau', 'Léa Girard', 'Thomas Laurent', 'Chloé Bernard', 'Nicolas Petit', 'Manon Roux',
  'Karim Benali', 'Inès Haddad', 'Mathieu Fontaine', 'Sophie Martin', 'Hugo Lambert', 'Yasmine Belkacem', 'Antoine Mercier', 'Clara Dupont',
];
export const moroccanCities = ['Casablanca', 'Casablanca', 'Casablanca', 'Rabat', 'Rabat', 'Marrakech', 'Marrakech', 'Fès', 'Tanger', 'Agadir', 'Meknès', 'Oujda', 'Kénitra', 'Tétouan', 'El Jadida', 'Salé'];
export const frenchCities = ['Paris', 'Paris', 'Paris', 'Lyon', 'Marseille', 'Lille', 'Toulouse', 'Bordeaux', 'Nantes', 'Montpellier', 'Strasbourg', 'Nice'];
export const arabicStreets = ['شارع محمد الخامس', 'زنقة ابن بطوطة', 'شارع الحسن الثاني', 'حي الرياض، زنقة 7', 'شارع الزرقطوني', 'إقامة النخيل، عمارة ب'];
export const latinMoroccanStreets = ['Bd Mohammed V', 'Rue Ibn Batouta', 'Av. Hassan II', 'Quartier Maârif, rue 12', 'Bd Zerktouni', 'Résidence Al Nakhil, imm. B'];
export const frenchStreets = ['rue de la Roquette', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue de la République', 'rue Victor Hugo', 'place Bellecour'];
export const notes = ['', '', '', '', 'Appeler avant livraison', 'Livrer après 18h', 'اتصل قبل التوصيل', 'Fragile', 'Gift wrap, please', 'Interphone 24B'];

/** Couriers of the demo tenant (the admin remote manages them); seeded here when Atlas has none yet. */
export const demoAgents = [
  { name: 'Amana Express', kind: 'courier' as const, phone: '+212 522 200 100', cities: ['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir'], deliveryFeeMinor: 2500, returnFeeMinor: 1000, prefix: 'AMN', country: 'MA' },
  { name: 'CTM Messagerie', kind: 'courier' as const, phone: '+212 522 541 010', cities: ['Meknès', 'Oujda', 'Kénitra', 'Tétouan', 'El Jadida', 'Salé'], deliveryFeeMinor: 3000, returnFeeMinor: 1500, prefix: 'CTM', country: 'MA' },
  { name: 'يوسف للتوصيل', kind: 'delivery_agent' as const, phone: '+212 661 778 899', cities: ['Casablanca'], deliveryFeeMinor: 2000, returnFeeMinor: 0, prefix: 'YSF', country: 'MA' },
  { name: 'Colissimo', kind: 'courier' as const, phone: '+33 3 44 63 00 00', cities: ['Paris', 'Lyon', 'Marseille', 'Lille', 'Toulouse', 'Bordeaux'], deliveryFeeMinor: 590, returnFeeMinor: 590, prefix: '6A', country: 'FR' },
  { name: 'Chronopost', kind: 'courier' as const, phone: '+33 9 69 39 13 91', cities: ['Nantes', 'Montpellier', 'Strasbourg', 'Nice', 'Paris'], deliveryFeeMinor: 890, returnFeeMinor: 890, prefix: 'XY', country: 'FR' },
];
