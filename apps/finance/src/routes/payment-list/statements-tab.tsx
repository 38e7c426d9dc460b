import { useTranslation } from '@sp/i18n';
import { useSearchParams } from '@sp/router';
import { FilterBar, FilterSelect, Text } from '@sp/ui';
import { useAgents, useSuppliers } from '../../api/pickers';
import { AgentStatementView } from '../../components/agent-statement';
import { SupplierStatementView } from '../../components/supplier-statement';

/** Pick an agent (or a supplier) and read its statement; the choice stays in the URL. */
export function StatementsTab({ of }: { of: 'agent' | 'supplier' }) {
  const { t } = useTranslation('finance');
  const [params, setParams] = useSearchParams();
  const agents = useAgents(of === 'agent').data?.items;
  const suppliers = useSuppliers(of === 'supplier').data?.items;
  const options =
    (of === 'agent' ? agents : suppliers)?.map((x) => ({ value: x.id, label: x.name })) ?? [];
  const chosen = params.get(of) ?? undefined;
  const choose = (id: string | undefined) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set(of, id);
      else next.delete(of);
      return next;
    });
  return (
    <>
      <FilterBar>
        <FilterSelect
          label={t(of === 'agent' ? 'fields.agent' : 'fields.supplier')}
          value={chosen}
          onChange={choose}
          allLabel={t(of === 'agent' ? 'form.chooseAgent' : 'form.chooseSupplier')}
          options={options}
        />
      </FilterBar>
      {!chosen && (
        <Text color="fg.muted">
          {t(of === 'agent' ? 'statement.pickAgent' : 'statement.pickSupplier')}
        </Text>
      )}
      {chosen &&
        (of === 'agent' ? (
          <AgentStatementView agentId={chosen} />
        ) : (
          <SupplierStatementView supplierId={chosen} />
        ))}
    </>
  );
}
