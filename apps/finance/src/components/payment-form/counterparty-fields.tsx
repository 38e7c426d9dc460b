import { expenseCategories } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { AsyncPicker, FormField } from '@sp/page-kit';
import { Input } from '@sp/ui';
import { agentSource, supplierSource } from '../../api/pickers';
import { counterpartyOf, type DraftField, type PaymentDraft } from './form-state';
import { SelectField } from './select-field';

export interface CounterpartyFieldsProps {
  draft: PaymentDraft;
  set: (patch: Partial<PaymentDraft>) => void;
  error: (field: DraftField) => string | undefined;
  /** Editing: the agent or supplier of a recorded payment stays. */
  locked: boolean;
}

/** Who the money is from or for, by kind: an agent, a supplier, an expense category, or a name. */
export function CounterpartyFields({ draft, set, error, locked }: CounterpartyFieldsProps) {
  const { t } = useTranslation('finance');
  const who = counterpartyOf(draft.kind);
  const free = (
    <FormField
      label={t(who === 'category' ? 'fields.paidTo' : 'fields.counterparty')}
      error={error('counterparty')}
    >
      <Input
        value={draft.counterparty}
        maxLength={120}
        onChange={(e) => set({ counterparty: e.currentTarget.value })}
      />
    </FormField>
  );
  if (who === 'agent') {
    return (
      <FormField label={t('fields.agent')} error={error('agentId')} required>
        <AsyncPicker
          {...agentSource(t('form.inactive'))}
          aria-label={t('fields.agent')}
          disabled={locked}
          value={draft.agentId}
          placeholder={t('form.chooseAgent')}
          onChange={(agentId) => set({ agentId })}
          invalid={Boolean(error('agentId'))}
        />
      </FormField>
    );
  }
  if (who === 'supplier') {
    return (
      <FormField label={t('fields.supplier')} error={error('supplierId')} required>
        <AsyncPicker
          {...supplierSource(true)}
          aria-label={t('fields.supplier')}
          disabled={locked}
          value={draft.supplierId}
          placeholder={t('form.chooseSupplier')}
          onChange={(supplierId) => set({ supplierId })}
          invalid={Boolean(error('supplierId'))}
        />
      </FormField>
    );
  }
  if (who === 'category') {
    return (
      <>
        <SelectField
          label={t('fields.expenseCategory')}
          required
          value={draft.expenseCategory}
          placeholder={t('form.chooseCategory')}
          options={expenseCategories.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          onChange={(v) => set({ expenseCategory: v as PaymentDraft['expenseCategory'] })}
          error={error('expenseCategory')}
        />
        {free}
      </>
    );
  }
  return free;
}
