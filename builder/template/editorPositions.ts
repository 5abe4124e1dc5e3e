import type { EditorState } from '@tiptap/pm/state';

// The repeating lists the position is inside (repeat blocks and repeated table rows), outermost
// first: inside them, a list's fields read the current row.
export function enclosingRepeats(state: EditorState, position = state.selection.from): string[] {
  const $pos = state.doc.resolve(position);
  const lists: string[] = [];
  for (let depth = 1; depth <= $pos.depth; depth += 1) {
    const node = $pos.node(depth);
    if (node.type.name === 'repeatBlock' && node.attrs.path) lists.push(String(node.attrs.path));
    if (node.type.name === 'tableRow' && node.attrs.repeat) lists.push(String(node.attrs.repeat));
  }
  return lists;
}

// The table row the position is in, with where it starts; null outside tables.
export function enclosingTableRow(
  state: EditorState,
): { position: number; repeat: string | null } | null {
  const $pos = state.doc.resolve(state.selection.from);
  for (let depth = $pos.depth; depth > 0; depth -= 1) {
    const node = $pos.node(depth);
    if (node.type.name === 'tableRow') {
      return { position: $pos.before(depth), repeat: (node.attrs.repeat as string | null) ?? null };
    }
  }
  return null;
}
