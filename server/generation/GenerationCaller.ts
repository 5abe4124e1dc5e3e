import type { CompiledInterview } from '@schemas/compiledInterview';
import type { Principal } from '../auth/Principal';

// Who asks for a document to be generated. generateTemp serves both:
// - a signed-in user (creator or operator) of the document's account: the answers are validated
//   against the interview as it is now (the lawyer's own preview);
// - a guest holding a share link's token (`tempToken`): scoped to the one document the link
//   opens, its answers validated against the published version the guest answered. The guest
//   side is resolved by `resolveGuestCaller` (the seam the share-link code fills).
export type GenerationCaller = UserCaller | GuestCaller;

export interface UserCaller {
  kind: 'user';
  principal: Principal;
}

export interface GuestCaller {
  kind: 'guest';
  accountId: string;
  /** The only document this guest may generate. */
  documentId: string;
  /** The published interview the guest's answers belong to. */
  compiled: CompiledInterview;
  /** That published version, for the files' provenance. */
  publishedVersion: { id: string; number: number };
  /** What identifies the link (and response) on the generated files, for the lawyer's list. */
  guestRef: string;
  /**
   * The answers the guest sent (validated and stored on submission): a guest's document is
   * generated from them, never from answers in the request.
   */
  answers: Record<string, unknown>;
  /** Word as well as PDF: the document's `docx` flag ("Entregar en Word"). */
  docxAllowed: boolean;
}

export function accountOf(caller: GenerationCaller): string {
  return caller.kind === 'user' ? caller.principal.accountId : caller.accountId;
}
