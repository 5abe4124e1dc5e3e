import type { Role } from '../db/Database';

// Who is calling, as established by a valid access token whose session is still open.
export interface Principal {
  userId: string;
  /** The tenant every query is scoped to; an operator shares its creator's account. */
  accountId: string;
  role: Role;
  sessionId: string;
}
