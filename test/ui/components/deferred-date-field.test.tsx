// @vitest-environment jsdom
import fc from 'fast-check';
import { act } from 'react';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeferredDateField } from '../../../src/ui/components/form/date-field';
import { dateOfParts, typeDigit } from '../../../src/ui/components/form/segmented-date-input';
import { render, settled } from './render';

// Have the picker's module transformed, so a test waits for React rather than for the transform.
beforeAll(async () => {
  await import('../../../src/ui/components/date-picker');
});

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function show(language: 'nl' | 'en' = 'nl') {
  const typed: (Temporal.PlainDate | null)[] = [];
  const view = render(
    <DeferredDateField
      id="agenda-date"
      label="Datum"
      value={Temporal.PlainDate.from('2026-11-27')}
      onValue={(date) => typed.push(date)}
    />,
    language,
  );
  cleanup = view.unmount;
  return { ...view, typed };
}

const spinButtons = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>('[role=spinbutton]'),
];
const press = (element: Element | null | undefined, key: string) =>
  act(() => {
    element?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });

describe('the agenda’s deferred date field', () => {
  it('shows its date from the first paint as day, month and year parts in a group named by its label', () => {
    const { container } = show();
    const group = container.querySelector('[role=group]');
    expect(document.getElementById(group?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Datum');
    expect(spinButtons(container).map((part) => part.textContent)).toEqual(['27', '11', '2026']);
    expect(spinButtons(container).map((part) => part.getAttribute('aria-label'))).toEqual([
      'dag, Datum',
      'maand, Datum',
      'jaar, Datum',
    ]);
    expect(container.textContent).toContain('27-11-2026');
  });

  it('takes a date typed in the portal’s order, moving on from part to part by itself', () => {
    const { container, typed } = show('en');
    expect(container.textContent).toContain('27/11/2026');
    const [day] = spinButtons(container);
    act(() => day?.focus());
    for (const digit of '01122026') press(document.activeElement, digit);
    expect(typed.at(-1)?.toString()).toBe('2026-12-01');
    expect(document.activeElement).toBe(spinButtons(container)[2]);
  });

  it('steps a part with the arrow keys and gives no date while a part is cleared', () => {
    const { container, typed } = show();
    const [day, month] = spinButtons(container);
    press(month, 'ArrowUp');
    expect(typed.at(-1)?.toString()).toBe('2026-12-27');
    press(day, 'Backspace');
    press(day, 'Backspace');
    expect(typed.at(-1)).toBeNull();
    expect(spinButtons(container)[0]?.textContent).toBe('dd');
  });

  it('brings the full picker, opened, when the calendar is asked for', async () => {
    const { container } = show();
    act(() => container.querySelector<HTMLButtonElement>('button[aria-label="Kalender openen"]')?.click());
    await settled();
    expect(document.querySelector('[role=dialog]')).not.toBeNull();
    expect(document.querySelector('[role=grid]')).not.toBeNull();
  });
});

describe('typing a digit into a date part', () => {
  it('never gives a part beyond its largest value, and a complete part has its digits or can take no more', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('day' as const, 'month' as const, 'year' as const),
        fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 6 }),
        (part, digits) => {
          const max = { day: 31, month: 12, year: 9999 }[part];
          let typed = '';
          for (const digit of digits) {
            const next = typeDigit(part, typed, String(digit));
            expect(Number(next.typed)).toBeLessThanOrEqual(max);
            if (next.complete)
              expect(next.typed.length === (part === 'year' ? 4 : 2) || Number(next.typed) * 10 > max).toBe(
                true,
              );
            typed = next.complete ? '' : next.typed;
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('names no date for parts that name no day', () => {
    expect(dateOfParts({ day: 31, month: 2, year: 2026 })).toBeNull();
    expect(dateOfParts({ day: 29, month: 2, year: 2028 })?.toString()).toBe('2028-02-29');
    expect(dateOfParts({ day: null, month: 2, year: 2028 })).toBeNull();
  });
});
