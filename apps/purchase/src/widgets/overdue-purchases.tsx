import { PurchaseWidgetList } from './purchase-widget-list';

/** Ordered or partly received purchases whose expected date has passed, the latest first. */
export default function OverduePurchases() {
  return (
    <PurchaseWidgetList
      query={{ overdue: 'true', sort: 'expectedDate' }}
      allHref="/purchase?overdue=true&sort=expectedDate"
      emptyKey="widgets.nothingOverdue"
    />
  );
}
