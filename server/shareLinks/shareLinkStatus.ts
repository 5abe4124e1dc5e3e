import type { ShareLinkStatus } from '@schemas/api/guests';

interface LinkState {
  expires_at: Date | null;
  revoked_at: Date | null;
  used_at: Date | null;
}

// Why a link no longer opens, or `activo`. A revocation is the lawyer's explicit act, so it wins;
// then a single-use link whose answers were sent; then the expiry.
export function shareLinkStatus(link: LinkState, now: Date): ShareLinkStatus {
  if (link.revoked_at) return 'revocado';
  if (link.used_at) return 'usado';
  if (link.expires_at && link.expires_at.getTime() <= now.getTime()) return 'vencido';
  return 'activo';
}
