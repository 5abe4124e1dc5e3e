import type { UserProfile } from '@schemas/api/users';
import type { Role } from '../db/Database';
import type { IntegrationGrant } from '../integrations/integrationTokens';

// Who is calling, as established by a valid access token whose session is still open, or by a
// valid integration token (`mnt_…`) whose scopes cover the call.
export interface Principal {
  userId: string;
  /** The tenant every query is scoped to; an operator shares its creator's account. */
  accountId: string;
  role: Role;
  /** The session of a signed-in person; null for a call made with an integration token. */
  sessionId: string | null;
  /** The caller's profile as of this request (loaded by the same query that checked the session). */
  profile: UserProfile;
  /** Set when the call was made with an integration token: which one, and what it may do. */
  integration?: IntegrationGrant;
}
