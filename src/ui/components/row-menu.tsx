import type { KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import './row-menu.css';

export interface RowMenuItem {
  readonly id: string;
  readonly label: string;
  readonly onSelect: () => void;
}

/**
 * A menu button for the less common actions of a row (WAI-ARIA menu button pattern): Enter, Space or
 * the down arrow open it on its first item, the up arrow on its last; the arrows, Home and End move
 * between items, Escape closes it and gives the focus back to the button, Tab closes it and moves on,
 * a click outside closes it.
 */
export function RowMenu({
  label,
  text,
  items,
}: {
  label: string;
  text: string;
  items: readonly RowMenuItem[];
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (items.length === 0) return null;

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="row-menu">
      <button
        ref={buttonRef}
        type="button"
        className="button button--small button--secondary row-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {text}
        <span aria-hidden="true"> ▾</span>
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={id}
          role="menu"
          aria-label={label}
          className="row-menu__list"
          onKeyDown={onMenuKey}
        >
          {items.map((item, index) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                className="row-menu__item"
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
