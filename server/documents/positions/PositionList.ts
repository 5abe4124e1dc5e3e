// One ordered list whose positions are kept 1..n: the pages of a document, the elements of a
// page, or the items under one parent (an element's own items, or a sub-question's). The
// unique (parent, position) constraints are deferred to commit, so the shifts below may pass
// through duplicates; every caller holds the document's row lock (its version claim), so no
// other write shifts the same list at the same time.
export type PositionList =
  | { table: 'pages'; parentColumn: 'document_id'; parentId: string }
  | { table: 'elements'; parentColumn: 'page_id'; parentId: string }
  | { table: 'items'; parentColumn: 'parent_key'; parentId: string };

export const pagesOf = (documentId: string): PositionList => ({
  table: 'pages',
  parentColumn: 'document_id',
  parentId: documentId,
});

export const elementsOf = (pageId: string): PositionList => ({
  table: 'elements',
  parentColumn: 'page_id',
  parentId: pageId,
});

/** An element's own items (parentKey = element id) or a sub-question's (its item id). */
export const itemsOf = (parentKey: string): PositionList => ({
  table: 'items',
  parentColumn: 'parent_key',
  parentId: parentKey,
});

/** `requested` clamped to 1..max; absent means max. */
export function clampPosition(requested: number | undefined, max: number): number {
  if (requested === undefined) return max;
  return Math.min(Math.max(1, requested), max);
}
