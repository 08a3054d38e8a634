const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Arrow up and down move from a control in one row to the control in the same place in the row
 * above or below, so a long list is walked without tabbing through every action. Keys that a
 * control needs itself (in a select, a text field) are left alone.
 */
export function moveBetweenRows(event: KeyboardEvent): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target as HTMLElement;
  if (target.closest('select, textarea, input:not([type=checkbox])')) return;
  const row = target.closest<HTMLElement>('tr[data-key]');
  if (!row) return;
  const position = Math.max(0, [...row.querySelectorAll<HTMLElement>(FOCUSABLE)].indexOf(target));
  const step = (element: Element | null) =>
    event.key === 'ArrowDown' ? element?.nextElementSibling : element?.previousElementSibling;
  let next = step(row);
  while (next && !next.hasAttribute('data-key')) next = step(next);
  if (!next) return;
  const candidates = [...next.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const focus = candidates[Math.min(position, candidates.length - 1)];
  if (!focus) return;
  event.preventDefault();
  focus.focus();
}
