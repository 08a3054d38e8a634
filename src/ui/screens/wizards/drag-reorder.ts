import type { DragEvent } from 'react';

const TYPE = 'application/x-portal-reorder';

/**
 * Dragging an item of a list onto another place of the same list (steps, a step's fields). Each list
 * names itself, so a field dropped on another step's list is not taken. The same moves are offered as
 * buttons for the keyboard; this is the pointer's way.
 */
export function dragReorder(list: string, index: number, onMove: (from: number, to: number) => void) {
  /** The grip the pointer drags by; the item's own fields stay free for selecting text. */
  const handle = {
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.stopPropagation();
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(TYPE, JSON.stringify({ list, index }));
      const item = event.currentTarget.closest('[data-reorder-item]');
      if (item) event.dataTransfer.setDragImage(item, 16, 16);
    },
  };
  /** The whole item takes a drop. */
  const target = {
    'data-reorder-item': list,
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (event.dataTransfer.types.includes(TYPE)) {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      const raw = event.dataTransfer.getData(TYPE);
      if (!raw) return;
      let dragged: { list?: unknown; index?: unknown };
      try {
        dragged = JSON.parse(raw) as { list?: unknown; index?: unknown };
      } catch {
        return;
      }
      if (dragged.list !== list || typeof dragged.index !== 'number') return;
      event.preventDefault();
      event.stopPropagation();
      onMove(dragged.index, index);
    },
  };
  return { handle, target };
}
