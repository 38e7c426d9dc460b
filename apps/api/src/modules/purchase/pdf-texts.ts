/** The purchase order PDF's words, in the tenant's language. */
export const pdfTexts = {
  en: {
    title: 'PURCHASE ORDER', number: 'Number', date: 'Date', expected: 'Expected on', supplier: 'Supplier', deliverTo: 'Deliver to',
    sku: 'SKU', product: 'Product', quantity: 'Qty', unitCost: 'Unit cost', total: 'Total', subtotal: 'Goods', shipping: 'Shipping',
    customs: 'Customs', other: 'Other costs', grandTotal: 'Total', terms: 'Payment terms: {days} days after receipt', notes: 'Notes', page: 'Page',
    draft: 'DRAFT',
  },
  fr: {
    title: 'BON DE COMMANDE', number: 'Numéro', date: 'Date', expected: 'Attendu le', supplier: 'Fournisseur', deliverTo: 'Livrer à',
    sku: 'SKU', product: 'Produit', quantity: 'Qté', unitCost: 'Coût unitaire', total: 'Total', subtotal: 'Marchandises', shipping: 'Transport',
    customs: 'Douane', other: 'Autres frais', grandTotal: 'Total', terms: 'Paiement : {days} jours après réception', notes: 'Notes', page: 'Page',
    draft: 'BROUILLON',
  },
  ar: {
    title: 'أمر شراء', number: 'الرقم', date: 'التاريخ', expected: 'متوقع في', supplier: 'المورد', deliverTo: 'التسليم إلى',
    sku: 'الرمز', product: 'المنتج', quantity: 'الكمية', unitCost: 'تكلفة الوحدة', total: 'المجموع', subtotal: 'البضائع', shipping: 'الشحن',
    customs: 'الجمارك', other: 'تكاليف أخرى', grandTotal: 'الإجمالي', terms: 'الدفع: {days} يومًا بعد الاستلام', notes: 'ملاحظات', page: 'صفحة',
    draft: 'مسودة',
  },
} as const;
export type PdfLanguage = keyof typeof pdfTexts;
