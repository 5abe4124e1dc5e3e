import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ComponentProps, ReactNode } from 'react';
import { spanishAnnouncements, spanishInstructions } from './dndAnnouncements';
import { keyboardSensorOptions, pointerSensorOptions } from './sensorOptions';

// A vertical list reordered by mouse, touch or keyboard, with Spanish screen-reader
// announcements. `onMove` receives the moved id and its new index; the caller dispatches the
// command.
export function SortableList<T extends { id: string }>({
  items,
  label,
  onMove,
  children,
}: {
  items: readonly T[];
  label: (item: T) => string;
  onMove: (id: string, index: number) => void;
  children: (
    item: T,
    handle: { handleProps: ComponentProps<'button'>; dragging: boolean },
  ) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, pointerSensorOptions),
    useSensor(KeyboardSensor, keyboardSensorOptions),
  );
  const labelOf = (id: string | number) => {
    const item = items.find((candidate) => candidate.id === String(id));
    return item ? label(item) : '';
  };
  const positionOf = (id: string | number | undefined) =>
    items.findIndex((candidate) => candidate.id === String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const index = items.findIndex((item) => item.id === over.id);
    if (index !== -1) onMove(String(active.id), index);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: spanishAnnouncements(labelOf, (id) => positionOf(id), items.length),
        screenReaderInstructions: spanishInstructions,
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <SortableRow key={item.id} id={item.id}>
            {(handle) => children(item, handle)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

export function SortableRow({
  id,
  children,
}: {
  id: string;
  children: (handle: { handleProps: ComponentProps<'button'>; dragging: boolean }) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }}>
      {children({
        handleProps: {
          ...attributes,
          ...listeners,
          ref: setActivatorNodeRef,
        } as ComponentProps<'button'>,
        dragging: isDragging,
      })}
    </div>
  );
}
