import { useTranslation } from '@sp/i18n';
import { useSearchParams } from '@sp/router';
import { FilterPicker } from '@sp/page-kit';
import { FilterBar, Text } from '@sp/ui';
import { agentSource, supplierSource } from '../../api/pickers';
import { AgentStatementView } from '../../components/agent-statement';
import { SupplierStatementView } from '../../components/supplier-statement';

/** Pick an agent (or a supplier) and read its statement; the choice stays in the URL. */
export function StatementsTab({ of }: { of: 'agent' | 'supplier' }) {
  const { t } = useTranslation('finance');
  const [params, setParams] = useSearchParams();
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
        {of === 'agent' ? (
          <FilterPicker
            source={agentSource()}
            label={t('fields.agent')}
            value={chosen}
            onChange={choose}
            allLabel={t('form.chooseAgent')}
          />
        ) : (
          <FilterPicker
            source={supplierSource()}
            label={t('fields.supplier')}
            value={chosen}
            onChange={choose}
            allLabel={t('form.chooseSupplier')}
          />
        )}
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
