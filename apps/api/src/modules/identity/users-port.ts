import { desc, eq } from 'drizzle-orm';
import { provideIdentity, users } from '../users';
import { issueAuthToken } from './auth-tokens';
import { revokeUserSessions } from './sessions';
import { recoveryCodes, sessions } from './tables';

// What the users module asks of identity (users/identity-port.ts), handed in at load.
provideIdentity({
  invitationToken: (db, userId, ttlMinutes) =>
    issueAuthToken(db, 'reset_password', userId, ttlMinutes),
  revokeSessions: revokeUserSessions,
  dropRecoveryCodes: (tx, userId) =>
    tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
  recentSignIns: (db, tenantId, limit) =>
    db
      .select({
        userId: users.id,
        fullName: users.fullName,
        email: users.email,
        at: sessions.createdAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tenantId, tenantId))
      .orderBy(desc(sessions.createdAt))
      .limit(limit),
});
