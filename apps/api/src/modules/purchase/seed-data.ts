/** Atlas's suppliers: Moroccan, French and overseas, names in Latin and Arabic script. */
export const demoSuppliers = [
  { name: 'Textiles Fès SARL', contactName: 'Karim Benali', phone: '+212 535 62 14 90', email: 'commandes@textiles-fes.ma', country: 'MA', currency: 'MAD', paymentTermsDays: 30, leadTimeDays: 7, notes: 'Livraison le mardi et le jeudi.' },
  { name: 'Coopérative Argan Souss', contactName: 'فاطمة أيت علي', phone: '+212 528 21 33 07', email: 'contact@argan-souss.ma', country: 'MA', currency: 'MAD', paymentTermsDays: 15, leadTimeDays: 5, notes: '' },
  { name: 'Maroc Emballages', contactName: 'Youssef El Idrissi', phone: '+212 522 34 56 78', email: 'ventes@maroc-emballages.ma', country: 'MA', currency: 'MAD', paymentTermsDays: 45, leadTimeDays: 4, notes: 'Minimum de commande : 500 cartons.' },
  { name: 'شركة الأطلس للتوزيع', contactName: 'عبد الله الفاسي', phone: '+212 537 70 11 22', email: 'orders@atlas-tawzii.ma', country: 'MA', currency: 'MAD', paymentTermsDays: 30, leadTimeDays: 3, notes: '' },
  { name: 'Céramiques de Safi', contactName: 'Hassan Ouazzani', phone: '+212 524 46 20 15', email: 'hassan@ceramiques-safi.ma', country: 'MA', currency: 'MAD', paymentTermsDays: 30, leadTimeDays: 12, notes: 'Emballage renforcé demandé.' },
  { name: 'Shenzhen Bright Electronics Co.', contactName: 'Li Wei', phone: '+86 755 8888 1234', email: 'sales@bright-sz.cn', country: 'CN', currency: 'USD', paymentTermsDays: 60, leadTimeDays: 35, notes: 'FOB Shenzhen; customs paid on arrival.' },
  { name: 'Atelier Lumière Lyon', contactName: 'Claire Dubois', phone: '+33 4 72 00 45 18', email: 'claire@atelier-lumiere.fr', country: 'FR', currency: 'EUR', paymentTermsDays: 30, leadTimeDays: 10, notes: '' },
  { name: 'Parfums de Grasse Export', contactName: 'Julie Martin', phone: '+33 4 93 36 00 52', email: 'export@parfums-grasse.fr', country: 'FR', currency: 'EUR', paymentTermsDays: 30, leadTimeDays: 14, notes: '' },
  { name: 'Istanbul Home Tekstil', contactName: 'Mehmet Yılmaz', phone: '+90 212 555 01 23', email: 'export@ihtekstil.com.tr', country: 'TR', currency: 'EUR', paymentTermsDays: 45, leadTimeDays: 20, notes: '' },
  { name: 'Ancien Fournisseur Rabat', contactName: 'Nadia Tazi', phone: '+212 537 00 00 00', email: '', country: 'MA', currency: 'MAD', paymentTermsDays: 0, leadTimeDays: 2, notes: 'Plus de commandes depuis 2025.', active: false },
];

export const overReceiptReasons = ['Le fournisseur a envoyé un carton de plus', 'Supplier shipped a full case instead of the remainder', 'وصلت وحدات إضافية مجانية'];
export const receiptNotes = ['', '', 'Carton abîmé, contenu intact', 'Livré par Amana', 'Reçu au dépôt de Aïn Sebaâ', 'Received at the Paris warehouse'];
