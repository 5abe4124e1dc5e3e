import type { ShareLinkMode } from '@schemas/api/guests';

// Who is calling a guest route: the holder of one share link's accessData. It reaches that one
// document's published interview through the guest calls and nothing else: it is never a
// Principal, so no signed-in route accepts it.
export interface GuestPrincipal {
  linkId: string;
  documentId: string;
  /** The document's account, for audit entries and the firm shown to the guest. */
  accountId: string;
  /** The lawyer who made the link: the one notified of submissions. */
  createdBy: string;
  label: string;
  mode: ShareLinkMode;
  singleUse: boolean;
  expiresAt: Date | null;
  /** `usado` reaches only the calls that read a result. */
  status: 'activo' | 'usado';
  /** SHA-256 of the `Minuta-Response` token sent (public links), or null. */
  responseTokenHash: string | null;
}
