import type { PublishedVersion, ShareLink, ShareLinkMode } from '@schemas/api/guests';

// What the publishing dialog works out without drawing: the body of a new share link from its
// form, the embed code of a public link, the reasons a publication was refused, and the lists
// after a change. Tested without a DOM.

export interface NewLinkForm {
  label: string;
  mode: ShareLinkMode;
  // 'YYYY-MM-DD' from the date field, '' for a link that never expires.
  expires: string;
  singleUse: boolean;
  showDocument: boolean;
  // The sites allowed to embed a public link, one per line or separated by spaces.
  origins: string;
}

export const emptyLinkForm: NewLinkForm = {
  label: '',
  mode: 'personal',
  expires: '',
  singleUse: false,
  showDocument: false,
  origins: '',
};

export function shareLinkBody(documentId: string, form: NewLinkForm) {
  const allowed = form.origins
    .split(/\s+/)
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    document_id: documentId,
    label: form.label.trim(),
    mode: form.mode,
    // The end of the chosen day, in the lawyer's time zone.
    ...(form.expires && { expires_at: new Date(`${form.expires}T23:59:59`).toISOString() }),
    single_use: form.singleUse,
    show_document: form.showDocument,
    ...(allowed.length > 0 && { allowed_origins: allowed }),
  };
}

// The code a firm pastes into its site: the embed script from the link's own origin, and the
// element that shows the interview.
export function embedCode(url: string | null): string {
  return url
    ? `<script src="${new URL(url).origin}/embed.js" async></script>\n<minuta-interview link="${url}"></minuta-interview>`
    : '';
}

// The reasons the server gave for refusing a publication (one per field, without repeats), or
// none when it named no field.
export function publishProblems(error: unknown): string[] {
  const failure = error as { fields?: Array<{ message?: unknown }> } | null;
  const messages = (Array.isArray(failure?.fields) ? failure.fields : [])
    .map((field) => field.message)
    .filter((message): message is string => typeof message === 'string');
  return [...new Set(messages)];
}

// A new version first, replacing an older copy of itself.
export function withVersion(
  versions: readonly PublishedVersion[] | null,
  version: PublishedVersion,
): PublishedVersion[] {
  return [version, ...(versions ?? []).filter((other) => other.id !== version.id)];
}

export function replaceLink(links: readonly ShareLink[] | null, link: ShareLink): ShareLink[] {
  return (links ?? []).map((other) => (other.id === link.id ? link : other));
}
