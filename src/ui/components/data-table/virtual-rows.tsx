import { useVirtualizer } from '@tanstack/react-virtual';
import type { Virtualizer } from '@tanstack/react-virtual';
import type { ReactNode, RefObject } from 'react';
import { SpacerRow } from './spacer-row';

/** A row's height before it is measured: two lines of text (a name above an employer, say). */
const ESTIMATED_ROW_PX = 64;
/** Rows drawn beyond the visible ones, so scrolling and arrow keys find the next row there. */
const OVERSCAN = 6;

/**
 * The scroll area's size before it is measured: its CSS height, min(75vh, 60rem) (portal.css,
 * .data-table__scroll--virtual). Guessing it right spares the first render a second pass.
 */
const initialRect = () => ({
  width: globalThis.innerWidth || 1280,
  height: Math.min(0.75 * (globalThis.innerHeight || 900), 960),
});

export type MeasureRow = (element: HTMLTableRowElement | null) => void;

export interface VirtualRowsProps {
  readonly count: number;
  readonly span: number;
  readonly scrollElement: RefObject<HTMLDivElement | null>;
  readonly keyOf: (index: number) => string;
  readonly renderRow: (index: number, measure: MeasureRow | undefined) => ReactNode;
}

/**
 * A row's height as the ResizeObserver reports it after the browser's own layout. The library's
 * default also reads offsetHeight as each row mounts, which forces a layout per row (a scroll
 * correction in between makes every read a fresh one): 30 rows cost more than the table's drawing.
 * Until the observer has spoken, a row counts at its last known or estimated height.
 */
function sizeFromObserver(
  element: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/**
 * The rows of a long table that are in view (and a margin); the space of the others is held by one
 * spacer row above and one below, so the `<table>` keeps its semantics, its column widths and its
 * sticky header (no transforms, no absolutely placed rows). In a module of its own, loaded the first
 * time a table is long, so a screen with short tables never loads the virtualizer.
 */
export default function VirtualRows({ count, span, scrollElement, keyOf, renderRow }: VirtualRowsProps) {
  // The React Compiler cannot memoize around the virtualizer's mutable instance; the portal does not
  // use the compiler, and the hook is the library's documented way in.
  // oxlint-disable-next-line react/incompatible-library -- see above
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    initialRect: initialRect(),
    getItemKey: keyOf,
    // React 19 warns about flushSync inside a render; the spacer rows tolerate a frame's delay.
    useFlushSync: false,
    measureElement: sizeFromObserver,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return (
    <>
      <SpacerRow height={first ? first.start : 0} span={span} />
      {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      <SpacerRow height={last ? virtualizer.getTotalSize() - last.end : 0} span={span} />
    </>
  );
}
