import type { AdminUser } from '@sp/contracts/api';
import type { PickerSource } from '@sp/page-kit';
import { adminApi } from './endpoints';

/** Matches shown at once; typing narrows (the server searches every user). */
const SHOWN = 20;

/** Users chosen by typing (the audit log's "who" filter): never cut at the first page. */
export const userSource: PickerSource<AdminUser> = {
  queryKey: ['admin', 'users', 'picker'],
  search: (text, signal) =>
    adminApi.users.list({ search: text || undefined, pageSize: SHOWN, sort: 'fullName' }, signal),
  getOne: (id) => adminApi.users.get(id),
  label: (u) => u.fullName,
};
