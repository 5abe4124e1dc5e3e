import type { MasterWorkspace } from '@schemas/api/documents';

// What the overview works out without drawing: the documents a search finds, and a document's
// question count. Tested without a DOM.

export interface DocumentMatch {
  workspace: MasterWorkspace;
  document: MasterWorkspace['documents'][number];
}

// The search as typed, compared without case in Spanish ('' when only spaces were typed).
export const normalizeSearch = (query: string) => query.trim().toLocaleLowerCase('es');

// Every document whose name holds the search, with its workspace, in the overview's order.
export function searchDocuments(
  workspaces: readonly MasterWorkspace[],
  normalized: string,
): DocumentMatch[] {
  if (!normalized) return [];
  return workspaces.flatMap((workspace) =>
    workspace.documents
      .filter((document) => document.name.toLocaleLowerCase('es').includes(normalized))
      .map((document) => ({ workspace, document })),
  );
}

// A document's questions: every element of every page.
export function questionCount(document: MasterWorkspace['documents'][number]): number {
  return document.pages.reduce((total, page) => total + page.elements.length, 0);
}
