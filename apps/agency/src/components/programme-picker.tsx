import type { Programme } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { AsyncPicker } from '@sp/page-kit';
import { agencyApi } from '../api/endpoints';
import { keys } from '../api/queries';

const SHOWN = 20;
const label = (p: Pick<Programme, 'name' | 'institution'>) =>
  p.institution ? `${p.name} (${p.institution})` : p.name;

export interface ProgrammePickerProps {
  value: string;
  onChange: (id: string) => void;
  'aria-label'?: string;
  id?: string;
  /** Offered first when set: choosing it clears the field ("None", "All"). */
  emptyLabel?: string;
  invalid?: boolean;
}

/**
 * A programme chosen by typing: the server searches every programme of the agency (name or
 * institution), so an agency with hundreds of programmes is never cut at the first page.
 */
export function ProgrammePicker(props: ProgrammePickerProps) {
  const { t } = useTranslation('agency');
  return (
    <AsyncPicker<Programme>
      {...props}
      queryKey={keys.config('programmes')}
      search={(search, signal) =>
        agencyApi.config.list<Programme>(
          'programmes',
          { search: search || undefined, pageSize: SHOWN, sort: 'name' },
          signal,
        )
      }
      getOne={(id) => agencyApi.config.get<Programme>('programmes', id)}
      label={label}
      placeholder={t('common.choose')}
      noMatch={t('picker.noMatch')}
    />
  );
}
