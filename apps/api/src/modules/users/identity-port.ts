import type { Db, Tx } from '../../kernel/db/client';

/**
 * What the users module needs of identity (sessions, one-time tokens, recovery codes). Each
 * belongs to a user, so identity sits above users and hands these in at its door
 * (identity/users-port.ts): users never imports identity.
 */
export interface IdentityPort {
  /** A single-use reset-password token for an invitation's link. */
  invitationToken(db: Db, userId: string, ttlMinutes: number): Promise<string>;
  /** Ends every session of a user (deactivated). */
  revokeSessions(db: Db, userId: string): Promise<unknown>;
  /** Drops a user's two-factor recovery codes (an admin's reset), in the caller's transaction. */
  dropRecoveryCodes(tx: Tx, userId: string): Promise<unknown>;
  /** The tenant's latest sign-ins, newest first. */
  recentSignIns(
    db: Db,
    tenantId: string,
    limit: number,
  ): Promise<{ userId: string; fullName: string; email: string; at: Date }[]>;
}

let port: IdentityPort | null = null;

export function provideIdentity(identity: IdentityPort) {
  port = identity;
}

export function identity(): IdentityPort {
  if (!port) throw new Error('The identity module is not loaded (it provides users its sessions)');
  return port;
}
