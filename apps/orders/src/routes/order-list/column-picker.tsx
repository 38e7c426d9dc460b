import { useTranslation } from '@sp/i18n';
import { AppIcon, Button, Menu, Portal } from '@sp/ui';
import { optionalColumns, type OptionalColumn } from './order-columns';

const labelKey: Record<OptionalColumn, string> = {
  date: 'fields.date',
  store: 'fields.store',
  customer: 'fields.customer',
  phone: 'fields.phone',
  city: 'fields.city',
  items: 'fields.items',
  total: 'fields.total',
  payment: 'fields.paymentMethod',
  status: 'fields.status',
  agent: 'fields.agent',
  tracking: 'fields.tracking',
};

/** Which columns the table shows; the choice goes in the URL with the rest of the view. */
export function ColumnPicker({
  visible,
  onChange,
}: {
  visible: readonly OptionalColumn[];
  onChange: (cols: OptionalColumn[]) => void;
}) {
  const { t } = useTranslation('orders');
  const toggle = (c: OptionalColumn) =>
    onChange(optionalColumns.filter((k) => (k === c ? !visible.includes(k) : visible.includes(k))));
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          <AppIcon name="list" />
          {t('list.columns')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {optionalColumns.map((c) => (
              <Menu.CheckboxItem
                key={c}
                value={c}
                checked={visible.includes(c)}
                onCheckedChange={() => toggle(c)}
              >
                {t(labelKey[c])}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
