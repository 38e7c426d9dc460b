import { registerAuditVocabulary } from '@sp/contracts';
import { ordersPaths } from '@sp/contracts/paths';

/**
 * For unit tests: what two remotes register when they load (the orders one with its texts in
 * French), as in a tenant that has them. The admin itself has none of these words.
 */
export function registerTestVocabularies() {
  registerAuditVocabulary({
    ns: 'orders',
    recordTypes: [
      {
        type: 'Order',
        subject: 'Order',
        labelKey: 'audit.recordTypes.Order',
        link: ordersPaths.order,
      },
    ],
  });
  registerAuditVocabulary({
    ns: 'agency',
    recordTypes: [
      { type: 'Lead', subject: 'Lead', labelKey: 'audit.recordTypes.Lead' },
      { type: 'AgeBand', subject: 'AgencyConfig', labelKey: 'audit.recordTypes.AgeBand' },
    ],
  });
}

export const ordersTexts = {
  audit: {
    recordTypes: { Order: 'Commandes' },
    fields: { paymentMethod: 'Paiement', agentId: 'Livreur' },
    statuses: { Order: { pending: 'En attente' } },
    codes: { paymentMethod: { cod: 'Paiement à la livraison' } },
    actions: { shipped: 'Expédiée' },
  },
};
export const agencyTexts = {
  audit: {
    recordTypes: { Lead: 'Prospects', AgeBand: "Tranches d'âge" },
    statuses: { Lead: { pending: 'Prospect en attente' } },
  },
};
