import { useTranslation } from '@sp/i18n';
import type { Role } from '@sp/shared-auth';
import { NativeSelect } from '@sp/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@sp/page-kit';
import { useTenantSubjects } from '../../api/tenant-subjects';
import { StoreCheckboxes } from '../../components/store-checkboxes';

export interface RoleAndStoresFieldsProps {
  /** The roles offered in the select. */
  roles: Role[];
  registration: UseFormRegisterReturn;
  /** The role currently chosen: only agents are assigned stores. */
  role: Role | undefined;
  storeIds: string[];
  onStoreIdsChange: (ids: string[]) => void;
  error?: string;
  helper?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A user's role, and the stores they may use when they are an agent (invite and edit). */
export function RoleAndStoresFields(props: RoleAndStoresFieldsProps) {
  const hasStores = useTenantSubjects()?.has('Store') ?? false;
  const { t } = useTranslation('admin');
  return (
    <>
      <FormField
        label={t('users.fields.role')}
        error={props.error}
        helper={props.helper}
        required={props.required}
      >
        <NativeSelect.Root disabled={props.disabled}>
          <NativeSelect.Field {...props.registration}>
            {props.roles.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {/* Admins use every store of the tenant: only agents are assigned stores. */}
      {props.role === 'agent' && hasStores && (
        <StoreCheckboxes value={props.storeIds} onChange={props.onStoreIdsChange} />
      )}
    </>
  );
}
