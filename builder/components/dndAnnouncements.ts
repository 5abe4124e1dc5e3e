import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { builderMessages } from '../builderMessages';

const text = builderMessages.dnd;

export const spanishInstructions: ScreenReaderInstructions = { draggable: text.instructions };

// dnd-kit's live-region messages in Spanish, naming the item and where it would land.
export function spanishAnnouncements(
  labelOf: (id: string | number) => string,
  positionOf: (id: string | number | undefined) => number,
  total: number | (() => number),
  targetLabel?: (id: string | number) => string | null,
): Announcements {
  const count = () => (typeof total === 'number' ? total : total());
  const where = (id: string | number) =>
    targetLabel?.(id) ?? text.position(positionOf(id), count());
  return {
    onDragStart: ({ active }) => text.picked(labelOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? text.over(labelOf(active.id), where(over.id)) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? text.dropped(labelOf(active.id), where(over.id))
        : text.droppedNowhere(labelOf(active.id)),
    onDragCancel: ({ active }) => text.cancelled(labelOf(active.id)),
  };
}
