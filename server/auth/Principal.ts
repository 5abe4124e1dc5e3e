import type { UserProfile } from '@schemas/api/users';
import type { Role } from '../db/Database';

// Who is calling, as established by a valid access token whose session is still open.
export interface Principal {
  userId: string;
  /** The tenant every query is scoped to; an operator shares its creator's account. */
  accountId: string;
  role: Role;
  sessionId: string;
  /** The caller's profile as of this request (loaded by the same query that checked the session). */
  profile: UserProfile;
}
