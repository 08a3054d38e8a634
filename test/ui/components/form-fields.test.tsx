// @vitest-environment jsdom
import { act } from 'react';
import { Temporal } from 'temporal-polyfill';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DateField,
  pickerDateText,
  pickerTimeText,
  TimeField,
} from '../../../src/ui/components/form/date-field';
import { DateRangeField } from '../../../src/ui/components/form/date-range-field';
import { NumberField } from '../../../src/ui/components/form/number-field';
import { SelectField } from '../../../src/ui/components/form/select-field';
import { TextareaField } from '../../../src/ui/components/form/textarea-field';
import { TextField } from '../../../src/ui/components/form/text-field';
import { render, settled, textOf } from './render';

// The pickers load lazily; have the module ready so a test waits for React, not for the transform.
beforeAll(async () => {
  await import('../../../src/ui/components/date-picker');
});

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function show(...args: Parameters<typeof render>) {
  const view = render(...args);
  cleanup = view.unmount;
  return view;
}

const describedIds = (element: Element | null) => element?.getAttribute('aria-describedby')?.split(' ') ?? [];

describe('the form fields', () => {
  it('wire label, help and error to the control and keep what was typed when an error shows', () => {
    const onValue = vi.fn<(value: string) => void>();
    const view = show(
      <TextField
        id="name"
        label="Naam"
        value="Jan de V"
        onValue={onValue}
        help="Zoals in het paspoort"
        required
      />,
    );
    const input = view.container.querySelector('input');
    expect(view.container.querySelector('label')?.getAttribute('for')).toBe('name');
    expect(input?.required).toBe(true);
    expect(textOf(view.container.querySelector('.field__required'))).toBe('(verplicht)');
    expect(view.container.querySelector('.field__required')?.getAttribute('aria-hidden')).toBe('true');
    expect(describedIds(input)).toEqual(['name-help']);
    expect(input?.hasAttribute('aria-invalid')).toBe(false);

    view.rerender(
      <TextField
        id="name"
        label="Naam"
        value="Jan de V"
        onValue={onValue}
        help="Zoals in het paspoort"
        error="Naam is niet geldig."
        required
      />,
    );
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    expect(describedIds(input)).toEqual(['name-help', 'name-error']);
    expect(textOf(document.getElementById('name-error'))).toBe('Naam is niet geldig.');
    expect(input?.value).toBe('Jan de V');
  });

  it('give the number, select and textarea fields the same wiring', () => {
    const { container } = show(
      <>
        <NumberField id="hours" label="Uren" value="12," onValue={() => undefined} error="Geen getal." />
        <SelectField
          id="kind"
          label="Soort"
          value="b"
          options={[
            { value: 'a', label: 'A' },
            { value: 'b', label: 'B' },
          ]}
          onValue={() => undefined}
          help="Kies er één"
          required
        />
        <TextareaField
          id="note"
          label="Notitie"
          value="eerste regel"
          onValue={() => undefined}
          error="Te lang."
        />
      </>,
    );
    const number = container.querySelector<HTMLInputElement>('#hours');
    expect(number?.value).toBe('12,');
    expect(number?.inputMode).toBe('decimal');
    expect(describedIds(number)).toEqual(['hours-error']);
    expect(container.querySelector('#kind')?.getAttribute('aria-describedby')).toBe('kind-help');
    expect(container.querySelector<HTMLSelectElement>('#kind')?.required).toBe(true);
    expect(container.querySelector('#note')?.getAttribute('aria-invalid')).toBe('true');
  });
});

const segmentsText = (container: HTMLElement) =>
  [...container.querySelectorAll('.date-picker__segment')]
    .map((segment) => segment.textContent)
    .join('')
    .replace(/[\u2066-\u2069]/g, '');

describe('the date field', () => {
  it('shows dd-mm-jjjj on a Dutch page and dd/mm/yyyy on an English one, whatever the browser', async () => {
    const dutch = show(<DateField id="due" label="Deadline" value={null} onValue={() => undefined} />);
    await settled();
    expect(segmentsText(dutch.container)).toBe('dd-mm-jjjj');
    dutch.unmount();
    const english = show(
      <DateField id="due" label="Deadline" value={null} onValue={() => undefined} />,
      'en',
    );
    await settled();
    expect(segmentsText(english.container)).toBe('dd/mm/yyyy');
  });

  it('shows a date day first in the portal language and follows a change of language', async () => {
    const view = show(
      <DateField
        id="due"
        label="Deadline"
        value={Temporal.PlainDate.from('2026-03-05')}
        onValue={() => undefined}
      />,
    );
    await settled();
    expect(segmentsText(view.container)).toBe('05-03-2026');
    await act(() => view.locale.change('en'));
    await settled();
    expect(segmentsText(view.container)).toBe('05/03/2026');
  });

  it('is labelled, marks itself required and invalid, and shows its error', async () => {
    const { container } = show(
      <DateField
        id="due"
        label="Deadline"
        value={null}
        onValue={() => undefined}
        required
        error="Kies een datum."
      />,
    );
    await settled();
    const group = container.querySelector('[role=group]');
    const labelId = container.querySelector('.field__label')?.id;
    expect(labelId).toBeTruthy();
    expect(group?.getAttribute('aria-labelledby')).toContain(labelId);
    const day = container.querySelector('[role=spinbutton]');
    expect(day?.getAttribute('aria-required')).toBe('true');
    expect(day?.getAttribute('aria-invalid')).toBe('true');
    const error = [...container.querySelectorAll('.field__error')].find((element) => element.textContent);
    expect(textOf(error)).toBe('Kies een datum.');
    expect(day?.getAttribute('aria-describedby')).toContain(error?.id);
    expect(container.querySelector('button[aria-label="Kalender openen"]')).not.toBeNull();
  });

  it('shows a time on the 24-hour clock in English too', async () => {
    const { container } = show(
      <TimeField id="at" label="Tijd" value={Temporal.PlainTime.from('14:05')} onValue={() => undefined} />,
      'en',
    );
    await settled();
    expect(segmentsText(container)).toBe('14:05');
  });

  it('writes the value as the picker will, for the moment the picker is still on its way', () => {
    expect(pickerTimeText(Temporal.PlainTime.from('08:30'))).toBe('08:30');
    expect(pickerDateText(Temporal.PlainDate.from('2026-11-27'), 'nl')).toBe('27-11-2026');
    expect(pickerDateText(Temporal.PlainDate.from('2026-11-27'), 'en')).toBe('27/11/2026');
    expect(pickerDateText(null, 'nl')).toBe('');
  });
});

describe('the date range field', () => {
  const range = (start: string | null, end: string | null, allowSameDay = false) => (
    <DateRangeField
      id="due"
      legend="Deadline"
      start={start ? Temporal.PlainDate.from(start) : null}
      end={end ? Temporal.PlainDate.from(end) : null}
      onStart={() => undefined}
      onEnd={() => undefined}
      allowSameDay={allowSameDay}
    />
  );
  const endError = (container: HTMLElement) =>
    textOf(container.querySelectorAll('.date-range__fields > .field')[1]?.querySelector('.field__error'));

  it('tells next to the end field that the end must be after the start (spec section 5)', async () => {
    const view = show(range('2026-05-10', '2026-05-03'));
    await settled();
    expect(endError(view.container)).toBe('De einddatum moet na de begindatum liggen.');
    expect(segmentsText(view.container)).toBe('10-05-202603-05-2026');
    view.rerender(range('2026-05-10', '2026-05-10'));
    await settled();
    expect(endError(view.container)).toBe('De einddatum moet na de begindatum liggen.');
    view.rerender(range('2026-05-10', '2026-05-11'));
    await settled();
    expect(endError(view.container) ?? '').toBe('');
  });

  it('accepts one whole day when the range allows it', async () => {
    const { container } = show(range('2026-05-10', '2026-05-10', true), 'en');
    await settled();
    expect(endError(container) ?? '').toBe('');
    expect(textOf(container.querySelector('legend'))).toBe('Deadline');
    expect([...container.querySelectorAll('.field__label')].map((label) => textOf(label))).toEqual([
      'Start date',
      'End date',
    ]);
  });
});
