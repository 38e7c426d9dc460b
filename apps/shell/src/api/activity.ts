import { getJson, type Page } from '@sp/api-client';
import type { AuditEntry } from '@sp/contracts/api';

/** The profile page's recent activity: the signed-in user's own audit entries. */
export const myActivity = (userId: string, pageSize = 10) => getJson<Page<AuditEntry>>('audit-log', { userId, pageSize });
