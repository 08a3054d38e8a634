import type { ReactNode } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import './popover.css';

/** How far a panel keeps from the window's edges, in pixels. */
const EDGE = 8;

/**
 * The one popover of the toolbars' tools (choosing columns, downloading the agenda, saved views,
 * export): a button that tells whether its panel is open, and the panel under it. The panel closes on
 * Escape (the focus back on the button), on a click or a focus outside it, and moves sideways as far
 * as needed to stay inside the window. It stays in the page while closed, so what it holds (an export
 * under way, a name being typed) is kept. Written here rather than taken from react-aria, whose
 * overlay code would then come with the agenda's first screen.
 */
export function Popover({
  label,
  className,
  buttonClassName,
  panelClassName,
  children,
}: {
  label: ReactNode;
  className?: string;
  buttonClassName: string;
  panelClassName: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && root.current?.contains(target));
    const onPointer = (event: PointerEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (outside(event.target)) setOpen(false);
    };
    // Escape from anywhere in it closes it and gives the focus back to its button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    const element = root.current;
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('focusin', onFocus);
    element?.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('focusin', onFocus);
      element?.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // Inside the window: measured where it would be without the shift, then moved as little as needed.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const box = element.getBoundingClientRect();
    const left = box.left + shift;
    const right = box.right + shift;
    const width = document.documentElement.clientWidth;
    const next =
      right > width - EDGE ? Math.min(right - (width - EDGE), left - EDGE) : left < EDGE ? left - EDGE : 0;
    if (next !== shift) setShift(next);
  }, [open, shift]);

  return (
    <div ref={root} className={className ? `popover ${className}` : 'popover'}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      <div
        ref={panel}
        id={id}
        className={`popover__panel ${panelClassName}`}
        hidden={!open}
        style={shift === 0 ? undefined : { transform: `translateX(${-shift}px)` }}
      >
        {children}
      </div>
    </div>
  );
}
