/** Names of the demo catalogue: Moroccan and French sellers' goods, in French, English and some Arabic. */
export const demoCategories: Record<string, string[]> = {
  'Beauté': [
    'Huile d’argan bio 100 ml', 'Savon noir beldi', 'Ghassoul de l’Atlas 250 g', 'Eau de rose de Kelâa', 'زيت الأركان التجميلي',
    'Crème karité vanille', 'Khôl traditionnel', 'Argan hair mask', 'Rose water toner', 'صابون بلدي بالأوكالبتوس',
  ],
  'Maison': [
    'Tajine en terre cuite 30 cm', 'Théière berbère inox', 'Verres à thé Beldi (x6)', 'Coussin kilim', 'Pouf en cuir',
    'Lanterne marocaine cuivre', 'زربية صغيرة', 'Plateau en laiton', 'Ceramic serving bowl', 'Handwoven basket',
  ],
  'Électronique': [
    'Écouteurs Bluetooth', 'Chargeur USB-C 65 W', 'Power bank 20 000 mAh', 'Câble Lightning 2 m', 'Smartwatch sport',
    'Enceinte portable', 'سماعات لاسلكية', 'Webcam HD 1080p', 'Wireless mouse', 'Car phone holder',
  ],
  'Mode': [
    'Babouches cuir jaune', 'Djellaba coton', 'Caftan brodé', 'Sac à main cuir', 'Foulard soie',
    'Sandales tressées', 'جلابة رجالية', 'Leather belt', 'Linen shirt', 'Straw hat',
  ],
  'Épicerie': [
    'Miel de thym 500 g', 'Amlou amandes 250 g', 'Ras el hanout 100 g', 'Dattes Medjool 1 kg', 'Thé vert gunpowder',
    'Safran de Taliouine 1 g', 'زيت الزيتون البكر', 'Olive oil extra virgin 1 L', 'Preserved lemons', 'Harissa paste',
  ],
  'Sport': [
    'Tapis de yoga', 'Gourde inox 750 ml', 'Haltères 2 x 5 kg', 'Corde à sauter', 'Sac de sport',
    'Bandes élastiques (x5)', 'حبل القفز', 'Running belt', 'Foam roller', 'Cycling gloves',
  ],
};

export const variants = ['', ' – noir', ' – grand modèle'];
