import type {
  DroppableContainers,
  KeyboardCoordinateGetter,
  UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// Module constants: useSensor memoises on the options' identity, and new sensors would hand every
// sortable new listeners (re-rendering hundreds of memoised cards on each edit).
export const pointerSensorOptions = { activationConstraint: { distance: 4 } };

const kindOf = (id: UniqueIdentifier) => (String(id).startsWith('page:') ? 'page' : 'question');

// The arrows move a question among questions and a page among pages. The editor's one
// DndContext holds both lists (a question can be dropped on a page row with the pointer), and
// dnd-kit's sortable getter would otherwise jump to the nearest droppable of either kind: from
// under a tall unfolded card, the page row above is "closer" than the card.
const sameKindKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { droppableContainers } = args.context;
  const kind = kindOf(args.active);
  const sameKind = new (
    droppableContainers.constructor as new (
      entries: Iterable<[UniqueIdentifier, unknown]>,
    ) => DroppableContainers
  )([...droppableContainers.entries()].filter(([id]) => kindOf(id) === kind));
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: sameKind },
  });
};

export const keyboardSensorOptions = { coordinateGetter: sameKindKeyboardCoordinates };
