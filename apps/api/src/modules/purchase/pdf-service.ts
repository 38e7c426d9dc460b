import type { Db } from '../../kernel/db/client';
import type { AuthContext } from '../../kernel/types';
import { findStoreInTenant } from '../stores';
import { pdfTexts, type PdfLanguage } from './pdf-texts';
import { loadPurchase } from './purchase-service';
import { purchasePdf } from './purchase-pdf';

/** The purchase order as a PDF in the tenant's default language, from the tenant and its receiving store. */
export async function purchaseOrderPdf(db: Db, auth: AuthContext, id: string) {
  const po = await loadPurchase(db, auth, id);
  const store = await findStoreInTenant(db, auth.tenant.id, po.storeId);
  const language = (
    auth.tenant.defaultLanguage in pdfTexts ? auth.tenant.defaultLanguage : 'en'
  ) as PdfLanguage;
  const address = store
    ? [
        store.addressLine1,
        [store.postalCode, store.city].filter(Boolean).join(' '),
        store.phone,
      ].filter(Boolean)
    : [];
  const pdf = await purchasePdf(
    po,
    language,
    { name: auth.tenant.name, lines: address },
    { name: po.storeName, lines: address },
  );
  return { pdf, fileName: `${po.number}.pdf` };
}
