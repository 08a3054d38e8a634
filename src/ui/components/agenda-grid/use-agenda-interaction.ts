/**
 * The agenda's one interaction model, for the week grid and the timeline alike: the keyboard's focus
 * (one tab stop, roving tabindex, kept where the keyboard sent it), opening and creating by keyboard
 * and click, picking an appointment up and moving it by keyboard or pointer, dropping it or putting it
 * back (Escape), the announcements in the status region, and scrolling what is needed into view. A
 * view gives its geometry (`AgendaView`): how its focus and placements map to its columns, days and
 * pixels, and how the keys and the pointer step through them.
 */
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { AgendaGridProps } from './agenda-grid-types';
import type { Viewport } from './grid-frame';
import { useFocusKept } from './grid-frame';
import type {
  AgendaFocus,
  AgendaItem,
  AgendaPlacement,
  BodySize,
  Box,
  FocusModel,
  Moving,
  Place,
  RangeGeometry,
} from './interaction';
import {
  bodySizeOf,
  CREATE_MINUTES,
  dropMessage,
  focusOfElement,
  holds,
  isActivation,
  isPickUp,
  isPutBack,
  pickedUp,
  rangeOf,
  sameFields,
  scrolledTo,
  settledFocus,
  stepMessage,
  steppedTo,
  timedAt,
} from './interaction';
import type { NavigationKey } from './navigation';
import { navigationKey } from './navigation';
import type { Corner, EndEdge, Placer, Point } from './pointer-drag';
import { followPointer, onEndEdge } from './pointer-drag';

/** A key press while an appointment is picked up, as a view's move keys read it. */
export interface MoveKeyPress {
  readonly key: string;
  readonly shiftKey: boolean;
}

/**
 * What a view tells the interaction model of itself. `F` is its focus, `P` a placement of a picked-up
 * appointment, `K` its move keys, `I` an appointment as it draws it.
 */
export interface AgendaView<
  F extends AgendaFocus,
  P extends AgendaPlacement,
  K extends string,
  I extends AgendaItem,
> extends FocusModel<F, I> {
  /** Its rows and columns, for what is drawn around the view. */
  readonly range: RangeGeometry;
  /** The least height and width (px) of its body, when something is brought into view. */
  readonly leastBody: BodySize;
  /** The selector of a focused slot's element. */
  readonly slotSelector: (focus: F) => string;
  /** The focus after a navigation key. */
  readonly moveFocus: (focus: F, key: NavigationKey) => F;
  /** The stretch of the body (px) a focus is drawn in; `item` is the focused appointment, if any. */
  readonly focusBox: (focus: F, item: I | undefined) => Box;
  /** A slot's column and day, and the minute of that day it starts at. */
  readonly slotPlace: (focus: F) => Place & { readonly minute: number };
  /** Where an appointment is now, as a placement. */
  readonly placementOf: (item: I) => P;
  /** The move a key press asks for while an appointment is picked up, or null. */
  readonly moveKey: (event: MoveKeyPress) => K | null;
  /** The placement after a move key (the same one when the step cannot be taken). */
  readonly movePlacement: (placement: P, key: K) => P;
  /** A placement's column and day. */
  readonly placeOf: (placement: P) => Place;
  /** The stretch of the body (px) a placement covers. */
  readonly placementBox: (placement: P) => Box;
  /** The edge of an appointment that a drag resizes from. */
  readonly endEdge: EndEdge;
  /** Where a drag that starts with this press proposes the appointment. */
  readonly placer: (origin: P, resize: boolean, press: Point, pressBody: Corner) => Placer<P>;
}

/** The elements and the viewport a view shares with the interaction model. */
export interface AgendaInteractionInput<
  F extends AgendaFocus,
  P extends AgendaPlacement,
  K extends string,
  I extends AgendaItem,
> {
  readonly props: AgendaGridProps;
  readonly view: AgendaView<F, P, K, I>;
  /** The element with the grid role, the scroll box, and the body the rows are placed in. */
  readonly gridRef: RefObject<HTMLElement | null>;
  readonly scrollRef: RefObject<HTMLElement | null>;
  readonly bodyRef: RefObject<HTMLElement | null>;
  readonly viewport: Viewport | null;
  readonly setViewport: (viewport: Viewport) => void;
  /** The tab stop of the first render. */
  readonly firstFocus: () => F;
}

/** The grid role's event handlers. */
export interface AgendaHandlers {
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly onFocus: (event: FocusEvent<HTMLElement>) => void;
  readonly onBlur: (event: FocusEvent<HTMLElement>) => void;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
  readonly onPointerDown: (event: PointerEvent<HTMLElement>) => void;
}

/** What the interaction model gives the view to draw and to attach. */
export interface AgendaInteraction<F extends AgendaFocus, P extends AgendaPlacement> {
  /** The focus, made valid for the current data. */
  readonly focus: F;
  readonly moving: Moving<P> | null;
  /** The status region's text. */
  readonly message: string;
  /** Whether an appointment can be picked up or dragged. */
  readonly isMovable: (item: AgendaItem) => boolean;
  readonly handlers: AgendaHandlers;
  /** For the scroll box: draws anew when the view leaves what is drawn. */
  readonly onScroll: () => void;
}

/** The interaction model of an agenda view (see the file's comment). */
export function useAgendaInteraction<
  F extends AgendaFocus,
  P extends AgendaPlacement,
  K extends string,
  I extends AgendaItem,
>(input: AgendaInteractionInput<F, P, K, I>): AgendaInteraction<F, P> {
  const { props, view, gridRef, scrollRef, bodyRef, viewport, setViewport } = input;
  const { labels, onOpen, onCreate, onMove, clashOf } = props;
  const createMinutes = props.createMinutes ?? CREATE_MINUTES;
  const endDrag = useRef<(() => void) | null>(null);
  const [focusState, setFocus] = useState<F>(input.firstFocus);
  const [moving, setMoving] = useState<Moving<P> | null>(null);
  const [message, setMessage] = useState('');
  const focus = settledFocus(focusState, view);

  useEffect(() => () => endDrag.current?.(), []);

  const keptFocus = useFocusKept(gridRef, focus.id, view.slotSelector(focus));

  const isMovable = (item: AgendaItem) => onMove !== undefined && item.appointment.movable !== false;

  /** Draws anew around the viewport when it leaves what is drawn. */
  const follow = (current: Viewport, scroll: HTMLElement) => {
    const next = { ...current, top: scroll.scrollTop, left: scroll.scrollLeft };
    if (!holds(rangeOf(current, view.range), rangeOf(next, view.range, true))) setViewport(next);
  };

  /** Scrolls so that a stretch of the body is in view, and draws what is there. */
  const reveal = (box: Box) => {
    const scroll = scrollRef.current;
    if (!scroll || !viewport) return;
    const body = bodySizeOf(viewport, view.range.fixedLeftPx, view.leastBody);
    const top = scrolledTo(scroll.scrollTop, box.top, box.bottom, body.height);
    if (top !== scroll.scrollTop) scroll.scrollTop = top;
    const left = scrolledTo(scroll.scrollLeft, box.left, box.right, body.width);
    if (left !== scroll.scrollLeft) scroll.scrollLeft = left;
    follow(viewport, scroll);
  };

  const goTo = (next: F) => {
    keptFocus.expect();
    setFocus(next);
    reveal(view.focusBox(next, next.id !== null ? view.itemOf(next.id) : undefined));
  };

  const clashAt = (id: string, placement: P) => {
    if (!clashOf) return null;
    const timed = timedAt(view.placeOf(placement), placement.start, placement.end);
    return clashOf(id, timed.columnId, timed.start, timed.end);
  };

  const drop = (current: Moving<P>) => {
    setMoving(null);
    const item = view.itemOf(current.id);
    if (!item) return;
    if (isPutBack(current)) {
      setMessage(labels.putBack(item.appointment.title));
      return;
    }
    const { placement } = current;
    const place = view.placeOf(placement);
    setMessage(dropMessage(labels, item.appointment.title, place, placement));
    const timed = timedAt(place, placement.start, placement.end);
    onMove?.(current.id, timed.columnId, timed.start, timed.end);
  };

  const putBack = (current: Moving<P>) => {
    setMoving(null);
    const item = view.itemOf(current.id);
    if (item) setMessage(labels.putBack(item.appointment.title));
  };

  const activate = (target: F) => {
    if (target.id !== null) {
      onOpen?.(target.id);
      return;
    }
    if (!onCreate) return;
    const slot = view.slotPlace(target);
    const timed = timedAt(slot, slot.minute, slot.minute + createMinutes);
    onCreate(timed.columnId, timed.start, timed.end);
  };

  /** A key while an appointment is picked up by keyboard: a step, the drop (Enter) or Escape. */
  const moveByKey = (event: KeyboardEvent<HTMLElement>, current: Moving<P>) => {
    const item = view.itemOf(current.id);
    if (event.key === 'Escape') {
      event.preventDefault();
      putBack(current);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      drop(current);
    } else if (item) {
      const key = view.moveKey(event);
      if (!key) return;
      event.preventDefault();
      const next = steppedTo(current, view.movePlacement(current.placement, key), clashAt);
      setMoving(next);
      setMessage(
        stepMessage(labels, item.appointment.title, view.placeOf(next.placement), next.placement, next.clash),
      );
      reveal(view.placementBox(next.placement));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (moving) {
      if (moving.by === 'keys') moveByKey(event, moving);
      return;
    }
    const current = focusOfElement(event.target as Element, view) ?? focus;
    const navigation = navigationKey(event);
    if (navigation) {
      event.preventDefault();
      goTo(view.moveFocus(current, navigation));
      return;
    }
    if (isActivation(event)) {
      event.preventDefault();
      activate(current);
      return;
    }
    if (isPickUp(event, labels.moveKey) && current.id !== null) {
      const item = view.itemOf(current.id);
      if (!item || !isMovable(item)) return;
      event.preventDefault();
      setMoving(pickedUp(current.id, view.placementOf(item), 'keys'));
      setMessage(labels.pickedUp(item.appointment.title));
    }
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const element = event.target as HTMLElement;
    keptFocus.saw(element);
    const next = focusOfElement(element, view);
    // A picked-up appointment is put back when the focus goes elsewhere (a click on another slot).
    if (moving?.by === 'keys' && next?.id !== moving.id) putBack(moving);
    if (next && !sameFields(next, focus)) setFocus(next);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget as Node | null;
    if (moving?.by === 'keys' && !(to && event.currentTarget.contains(to))) putBack(moving);
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (moving) return;
    const target = focusOfElement(event.target as Element, view);
    if (target) activate(target);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // A touch drags the page, not the appointment (touch-action stays auto, so the agenda scrolls).
    if (event.button !== 0 || event.pointerType === 'touch' || moving || !onMove) return;
    const element = (event.target as Element).closest<HTMLElement>('[data-id]');
    const item = element ? view.itemOf(element.dataset['id'] ?? '') : undefined;
    const body = bodyRef.current;
    if (!element || !item || !body || !isMovable(item)) return;
    const resize = onEndEdge(event, element.getBoundingClientRect(), view.endEdge);
    const origin = view.placementOf(item);
    const placeAt = view.placer(origin, resize, event, body.getBoundingClientRect());
    let latest = pickedUp(item.appointment.id, origin, 'pointer');
    endDrag.current?.();
    endDrag.current = followPointer(
      event,
      origin,
      (clientX, clientY) => placeAt({ clientX, clientY }, body.getBoundingClientRect()),
      sameFields,
      {
        onStart: () => setMoving(latest),
        onPlace: (placement) => {
          latest = steppedTo(latest, placement, clashAt);
          setMoving(latest);
        },
        onDrop: () => {
          endDrag.current = null;
          drop(latest);
        },
        onCancel: () => {
          endDrag.current = null;
          putBack(latest);
        },
      },
    );
  };

  const onScroll = () => {
    const scroll = scrollRef.current;
    // What is drawn reaches a screen beyond the view: it is drawn anew only when the view leaves it.
    if (scroll && viewport) follow(viewport, scroll);
  };

  return {
    focus,
    moving,
    message,
    isMovable,
    handlers: { onKeyDown, onFocus, onBlur, onClick, onPointerDown },
    onScroll,
  };
}
