import type { Destination, SubAgency } from '@sp/contracts/api';
import type { PickerSource } from '@sp/page-kit';
import { agencyApi } from './endpoints';
import { keys } from './queries';

/** Matches shown at once; typing narrows (the server searches every record). */
const SHOWN = 20;

type Named = { id: string; name: string };
type Person = { id: string; fullName: string };

/** A config list (destinations, task types…) chosen by typing its name. */
function configSource<T extends Named>(list: 'destinations' | 'task-types'): PickerSource<T> {
  return {
    queryKey: keys.config(list),
    search: (text, signal) =>
      agencyApi.config.list<T>(
        list,
        { search: text || undefined, pageSize: SHOWN, sort: 'name' },
        signal,
      ),
    getOne: (id) => agencyApi.config.get<T>(list, id),
    label: (x) => x.name,
  };
}

/** Destinations chosen by typing (a lead's, a config record's, the filters'). */
export const destinationSource = configSource<Destination>('destinations');

/** Sub-agencies chosen by typing. */
export const subAgencySource: PickerSource<SubAgency> = {
  queryKey: ['agency', 'agencies', 'picker'],
  search: (text, signal) =>
    agencyApi.agencies.list({ search: text || undefined, pageSize: SHOWN, sort: 'name' }, signal),
  getOne: (id) => agencyApi.agencies.get(id),
  label: (a) => a.name,
};

/** Task types chosen by typing (the task dialog's "type"). */
export const taskTypeSource = configSource<Named>('task-types');

/**
 * The tenant's staff chosen by typing ("assigned to"). Only those who may list users search
 * them; anyone else is offered themselves, as before.
 */
export function staffSource(me: Person | null | undefined): PickerSource<Person> {
  const onlyMe = { items: me ? [me] : [], total: me ? 1 : 0 };
  return {
    queryKey: ['agency', 'staff', me?.id ?? ''],
    search: (text, signal) =>
      agencyApi.users({ search: text || undefined, pageSize: SHOWN }, signal).then(
        (page) => page,
        () => onlyMe,
      ),
    getOne: (id) =>
      id === me?.id ? Promise.resolve(me) : agencyApi.user(id).catch(() => ({ id, fullName: '…' })),
    label: (p) => p.fullName,
  };
}
