/**
 * Bulk imports (issue 12): one engine, four kinds. A file is uploaded, analysed by a job
 * (parse, map, validate, classify by natural key), previewed, then committed by a job in
 * one transaction. The field lists below are shared by the API (validation), the import
 * wizard (mapping screen) and exports (same headers, so an export imports back unchanged).
 */
import { z } from 'zod';
import { pageQueryShape } from './errors';

export const importErrorCodes = [
  'import_file_type',
  'import_file_empty',
  'import_file_too_large',
  'import_too_many_rows',
  'import_zip_bomb',
  'import_unreadable',
  'import_not_ready',
  'import_has_errors',
  'import_mapping_invalid',
  'import_store_required',
  'import_commit_failed',
  'import_expired',
  'import_pdf_bomb',
  'import_file_too_complex',
  'import_nul_byte',
  'import_csv_quote',
  'import_analysis_failed',
] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

/** Stated on the upload page and enforced by the API. */
export const importLimits = {
  /** A file analysed but not committed within this many days is dropped (its rows in error stay for the error file). */
  keptDays: 7,
  maxBytes: 50 * 1024 * 1024,
  maxRows: 1_000_000,
  /** An XLSX whose parts would unzip beyond this is refused (zip bomb). */
  maxUnzippedBytes: 300 * 1024 * 1024,
  /** A PDF whose compressed (Flate) streams would inflate beyond this is refused (decompression bomb). */
  maxPdfInflatedBytes: 200 * 1024 * 1024,
  maxPdfPages: 2000,
} as const;

export const importKinds = [
  'products',
  'orders',
  'order_labels',
  'leads',
  'cod_remittances',
] as const;
export const importKindSchema = z.enum(importKinds);
export type ImportKind = z.infer<typeof importKindSchema>;

export const importFileTypes = ['csv', 'xlsx', 'pdf'] as const;
export type ImportFileType = (typeof importFileTypes)[number];

export interface ImportField {
  key: string;
  required: boolean;
  /** Header names (lower case, accents kept) guessed as this field, in en, fr and ar. */
  aliases: string[];
}

const f = (key: string, required: boolean, ...aliases: string[]): ImportField => ({
  key,
  required,
  aliases,
});

/** Per kind, in export order. */
export const importFields: Record<ImportKind, ImportField[]> = {
  products: [
    f('sku', true, 'sku', 'reference', 'référence', 'ref', 'code article', 'رمز المنتج', 'المرجع'),
    f(
      'name',
      true,
      'name',
      'product',
      'product name',
      'nom',
      'produit',
      'désignation',
      'libellé',
      'الاسم',
      'المنتج',
    ),
    f(
      'barcode',
      false,
      'barcode',
      'ean',
      'gtin',
      'code-barres',
      'code barre',
      'code-barre',
      'الباركود',
    ),
    f('category', true, 'category', 'catégorie', 'categorie', 'famille', 'الفئة'),
    f(
      'costPrice',
      true,
      'cost price',
      'cost',
      'prix d’achat',
      "prix d'achat",
      'prix achat',
      'coût',
      'سعر التكلفة',
    ),
    f(
      'salePrice',
      true,
      'sale price',
      'price',
      'prix de vente',
      'prix vente',
      'prix',
      'سعر البيع',
      'السعر',
    ),
    f('currency', false, 'currency', 'devise', 'monnaie', 'العملة'),
    f('weightGrams', false, 'weight', 'weight (g)', 'weight grams', 'poids', 'poids (g)', 'الوزن'),
    f('status', false, 'status', 'statut', 'الحالة'),
  ],
  orders: [
    f(
      'orderNumber',
      true,
      'order number',
      'order',
      'order no',
      'order id',
      'numéro de commande',
      'n° commande',
      'commande',
      'رقم الطلب',
    ),
    f('orderDate', false, 'order date', 'date', 'date de commande', 'تاريخ الطلب'),
    f(
      'customerName',
      true,
      'customer',
      'customer name',
      'name',
      'client',
      'nom du client',
      'nom',
      'اسم العميل',
      'العميل',
    ),
    f('phone', true, 'phone', 'telephone', 'téléphone', 'tél', 'mobile', 'الهاتف'),
    f('city', true, 'city', 'ville', 'المدينة'),
    f('address', true, 'address', 'adresse', 'العنوان'),
    f('sku', true, 'sku', 'barcode', 'product', 'référence', 'produit', 'المنتج', 'رمز المنتج'),
    f('quantity', true, 'quantity', 'qty', 'quantité', 'qté', 'الكمية'),
    f('unitPrice', false, 'unit price', 'price', 'prix unitaire', 'prix', 'سعر الوحدة'),
    f(
      'paymentMethod',
      false,
      'payment method',
      'payment',
      'mode de paiement',
      'paiement',
      'طريقة الدفع',
    ),
    f(
      'shippingFee',
      false,
      'shipping fee',
      'shipping',
      'frais de livraison',
      'livraison',
      'رسوم الشحن',
    ),
    f('note', false, 'note', 'notes', 'remarque', 'commentaire', 'ملاحظة'),
  ],
  order_labels: [
    f(
      'orderNumber',
      true,
      'order number',
      'order',
      'reference',
      'référence',
      'numéro de commande',
      'commande',
      'رقم الطلب',
    ),
    f(
      'trackingNumber',
      true,
      'tracking number',
      'tracking',
      'awb',
      'numéro de suivi',
      'suivi',
      'رقم التتبع',
    ),
    f('carrier', false, 'carrier', 'courier', 'transporteur', 'livreur', 'شركة الشحن'),
    f('labelUrl', false, 'label url', 'label', 'étiquette', 'url', 'رابط الملصق'),
  ],
  leads: [
    f(
      'fullName',
      true,
      'full name',
      'name',
      'nom complet',
      'nom',
      'nom et prénom',
      'الاسم الكامل',
      'الاسم',
    ),
    f('email', false, 'email', 'e-mail', 'mail', 'courriel', 'البريد الإلكتروني'),
    f('phone', false, 'phone', 'telephone', 'téléphone', 'mobile', 'الهاتف'),
    f('nationality', false, 'nationality', 'nationalité', 'الجنسية'),
    f('destination', false, 'destination', 'country', 'pays', 'الوجهة', 'البلد'),
    f('programme', false, 'programme', 'program', 'formation', 'البرنامج'),
    f('intake', false, 'intake', 'rentrée', 'session', 'الدخول'),
    f('source', false, 'source', 'origine', 'المصدر'),
    f('notes', false, 'notes', 'note', 'remarques', 'commentaire', 'ملاحظات'),
  ],
  // A courier's remittance statement: which delivered orders its transfer covers.
  cod_remittances: [
    f(
      'order',
      true,
      'order',
      'order number',
      'tracking number',
      'tracking',
      'parcel',
      'numéro de commande',
      'n° commande',
      'commande',
      'numéro de suivi',
      'colis',
      'رقم الطلب',
      'رقم التتبع',
      'الطرد',
    ),
    f(
      'amount',
      true,
      'amount',
      'net',
      'net amount',
      'remitted',
      'montant',
      'montant net',
      'net à payer',
      'montant remis',
      'المبلغ',
      'المبلغ الصافي',
    ),
    f(
      'reference',
      false,
      'remittance',
      'reference',
      'transfer',
      'bordereau',
      'référence',
      'virement',
      'référence virement',
      'مرجع التحويل',
      'المرجع',
    ),
    f(
      'paidOn',
      false,
      'paid on',
      'date',
      'transfer date',
      'date de virement',
      'date du virement',
      'تاريخ التحويل',
      'التاريخ',
    ),
  ],
};

/** The subject whose `create` ability an import of this kind needs. */
export const importKindSubject = {
  products: 'Product',
  orders: 'Order',
  order_labels: 'Label',
  leads: 'Lead',
  cod_remittances: 'Payment',
} as const;

export const importStatuses = ['analysing', 'ready', 'failed', 'committing', 'committed'] as const;
export const importStatusSchema = z.enum(importStatuses);
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** new / update / unchanged decided by the kind's natural key; error: the row is not stored. */
export const importRowActions = ['new', 'update', 'unchanged', 'error'] as const;
export type ImportRowAction = (typeof importRowActions)[number];

const actionCounts = {
  total: z.number().int(),
  new: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
};
/** Rows by action; `records`: the same over what the rows make up, for kinds whose rows group (orders: lines of one order). */
export const importCountsSchema = z.object({
  ...actionCounts,
  records: z.object(actionCounts).optional(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** A cell problem: the wizard translates `code` (with `params`), `message` is the English fallback. */
export const importRowErrorSchema = z.object({
  rowNumber: z.number().int(),
  column: z.string().nullable(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importMappingSchema = z.record(z.string(), z.string().nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importSchema = z.object({
  id: z.uuid(),
  kind: importKindSchema,
  status: importStatusSchema,
  fileName: z.string(),
  fileType: z.enum(importFileTypes).nullable(),
  fileSize: z.number().int(),
  storeId: z.uuid().nullable(),
  sheet: z.string().nullable(),
  sheets: z.array(z.string()),
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  counts: importCountsSchema,
  /** The job now working on it (analyse or commit): progress as rows read / rows stored. */
  jobId: z.uuid().nullable(),
  progress: z.object({
    phase: z.enum(['analyse', 'commit']).nullable(),
    done: z.number().int(),
    total: z.number().int().nullable(),
  }),
  skipErrors: z.boolean(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  createdBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importPreviewRowSchema = z.object({
  rowNumber: z.number().int(),
  action: z.enum(importRowActions),
  values: z.record(z.string(), z.unknown()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importDetailSchema = importSchema.extend({
  preview: z.array(importPreviewRowSchema),
  /** The first 500 problems; the error file holds them all. */
  errors: z.array(importRowErrorSchema),
});
export type ImportDetail = z.infer<typeof importDetailSchema>;

export const importCreatedSchema = z.object({ id: z.uuid() });

export const importMappingBodySchema = z.strictObject({
  mapping: importMappingSchema,
  sheet: z.string().max(100).optional(),
  /** Also keep this mapping under a name for later files. */
  saveAs: z.string().trim().min(1).max(80).optional(),
});
export type ImportMappingBody = z.infer<typeof importMappingBodySchema>;

export const importCommitBodySchema = z.strictObject({ skipErrors: z.boolean().default(false) });

export const importListQuerySchema = z.object({ kind: importKindSchema, ...pageQueryShape });
export type ImportListQuery = z.infer<typeof importListQuerySchema>;
export const importListResponseSchema = z.object({
  items: z.array(importSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const savedMappingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mapping: importMappingSchema,
  createdAt: z.string(),
});
export const savedMappingListSchema = z.object({ items: z.array(savedMappingSchema) });
export const importKindQuerySchema = z.object({ kind: importKindSchema });
