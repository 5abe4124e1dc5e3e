import { atom } from 'jotai';

// Editor state that is never saved: which page is open, which cards are unfolded (the spec's
// local-only `expand`), and which card to bring into view next.
export const selectedPageIdAtom = atom<string | null>(null);
export const expandedIdsAtom = atom<ReadonlySet<string>>(new Set<string>());
export const focusRequestAtom = atom<{ id: string; at: number } | null>(null);

export const toggleExpandedAtom = atom(null, (get, set, id: string) => {
  const next = new Set(get(expandedIdsAtom));
  if (next.has(id)) next.delete(id);
  else next.add(id);
  set(expandedIdsAtom, next);
});

// Opens the page of a question, unfolds the question (and the cards around it) and asks it to
// take focus: used by the lint panel.
export const revealAtom = atom(null, (get, set, target: { pageId?: string; ids: string[] }) => {
  if (target.pageId) set(selectedPageIdAtom, target.pageId);
  const next = new Set(get(expandedIdsAtom));
  for (const id of target.ids) next.add(id);
  set(expandedIdsAtom, next);
  const last = target.ids.at(-1);
  if (last) set(focusRequestAtom, { id: last, at: Date.now() });
});
