import { and, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { auditLog } from './tables';

export interface AuditFilter {
  tenantId: string;
  userId?: string | undefined;
  recordType?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  pageSize: number;
}

export async function listAudit(db: Db, f: AuditFilter) {
  const where: SQL[] = [eq(auditLog.tenantId, f.tenantId)];
  if (f.userId) where.push(eq(auditLog.userId, f.userId));
  if (f.recordType) where.push(eq(auditLog.recordType, f.recordType));
  if (f.from) where.push(gte(auditLog.at, f.from));
  if (f.to) where.push(lte(auditLog.at, f.to));
  const cond = and(...where);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(cond)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(auditLog).where(cond),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}
