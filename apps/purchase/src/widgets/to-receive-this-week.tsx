import { weekStart } from '@sp/ui';
import { PurchaseWidgetList } from './purchase-widget-list';

const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Open purchases expected from today to the end of this week (late ones are the other widget). */
export default function ToReceiveThisWeek() {
  const today = new Date();
  const start = weekStartDate(today);
  const end = new Date(start);
  end.setDate(start.getDate() + 6);
  const query = {
    status: 'open' as const,
    expectedFrom: day(today),
    expectedTo: day(end),
    sort: 'expectedDate' as const,
  };
  return (
    <PurchaseWidgetList
      query={query}
      allHref={`/purchase?status=open&expectedFrom=${query.expectedFrom}&expectedTo=${query.expectedTo}`}
      emptyKey="widgets.nothingThisWeek"
    />
  );
}

function weekStartDate(d: Date) {
  const first = weekStart(navigator.language);
  const s = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  s.setDate(s.getDate() - ((s.getDay() - first + 7) % 7));
  return s;
}
