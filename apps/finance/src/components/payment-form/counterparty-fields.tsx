import { expenseCategories } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { FormField } from '@sp/page-kit';
import { Input } from '@sp/ui';
import { useAgents, useSuppliers } from '../../api/pickers';
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
  const agents = useAgents(who === 'agent');
  const suppliers = useSuppliers(who === 'supplier');
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
      <SelectField
        label={t('fields.agent')}
        required
        disabled={locked}
        value={draft.agentId}
        placeholder={t('form.chooseAgent')}
        options={(agents.data?.items ?? []).map((a) => ({
          value: a.id,
          label: a.active ? a.name : `${a.name} (${t('form.inactive')})`,
        }))}
        onChange={(agentId) => set({ agentId })}
        error={error('agentId')}
      />
    );
  }
  if (who === 'supplier') {
    return (
      <SelectField
        label={t('fields.supplier')}
        required
        disabled={locked}
        value={draft.supplierId}
        placeholder={t('form.chooseSupplier')}
        options={(suppliers.data?.items ?? []).map((s) => ({
          value: s.id,
          label: `${s.name} (${s.currency})`,
        }))}
        onChange={(supplierId) => set({ supplierId })}
        error={error('supplierId')}
      />
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
