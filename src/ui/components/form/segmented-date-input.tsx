/* oxlint-disable jsx-a11y/prefer-tag-over-role -- the parts of a date are spin buttons in a group, as in the portal's other date fields (an input would take any text). */
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useServices, useT } from '../../services-context';
import './form.css';
import '../date-picker/date-picker.css';

/** The three parts of a date, in the order both portal languages write them. */
const PARTS = ['day', 'month', 'year'] as const;
type Part = (typeof PARTS)[number];
type Parts = Readonly<Record<Part, number | null>>;

const LIMITS: Readonly<Record<Part, { min: number; max: number; digits: number }>> = {
  day: { min: 1, max: 31, digits: 2 },
  month: { min: 1, max: 12, digits: 2 },
  year: { min: 1, max: 9999, digits: 4 },
};

const partsOf = (value: Temporal.PlainDate | null): Parts =>
  value ? { day: value.day, month: value.month, year: value.year } : { day: null, month: null, year: null };

/** The date the parts spell, or null while one is missing or they name no day (31-02). */
export function dateOfParts({ day, month, year }: Parts): Temporal.PlainDate | null {
  if (day === null || month === null || year === null) return null;
  try {
    return Temporal.PlainDate.from({ year, month, day }, { overflow: 'reject' });
  } catch {
    return null;
  }
}

/**
 * What one more typed digit makes of a part: the digits typed into it so far with this one, or the
 * digit alone when that would pass the part's largest value; and whether the part is complete, so the
 * focus moves on (as in the portal's other date fields: "0", "1" → 01 and on; "4" → 04 and on).
 */
export function typeDigit(part: Part, typed: string, digit: string): { typed: string; complete: boolean } {
  const { max, digits } = LIMITS[part];
  let next = typed + digit;
  if (Number(next) > max) next = digit;
  const complete = next.length >= digits || Number(next) * 10 > max;
  return { typed: next, complete };
}

const same = (a: Temporal.PlainDate | null, b: Temporal.PlainDate | null) =>
  a === b || (a !== null && b !== null && a.equals(b));

export interface SegmentedDateInputProps {
  readonly id: string;
  readonly label: string;
  readonly value: Temporal.PlainDate | null;
  /** A whole date, or null while the parts are incomplete or name no day. */
  readonly onValue: (value: Temporal.PlainDate | null) => void;
  /** The calendar button's press. */
  readonly onCalendar: () => void;
  /** The user points at the field: what the calendar needs may start loading. */
  readonly onApproach?: () => void;
}

/**
 * A date typed day, month, year in the portal's order (dd-mm-jjjj, dd/mm/yyyy) without the picker's
 * weight: three spin buttons in a labelled group, digits move on by themselves, the arrow keys step a
 * part or move between parts, Backspace clears. The calendar button asks for the full picker.
 */
export const SegmentedDateInput = observer(function SegmentedDateInput({
  id,
  label,
  value,
  onValue,
  onCalendar,
  onApproach,
}: SegmentedDateInputProps) {
  const t = useT();
  const { locale } = useServices();
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const [given, setGiven] = useState(value);
  // A digit typed into a part that cannot stand alone yet ("0" of "05"), shown as typed.
  const [pending, setPending] = useState<{ part: Part; text: string } | null>(null);
  const typed = useRef('');
  // Where an arrow key starts on an empty part: the last date the field showed.
  const reference = useRef(value);
  if (value) reference.current = value;
  const segments = useRef<Partial<Record<Part, HTMLSpanElement | null>>>({});
  // A new value from outside (the next period, today) replaces the parts unless they already spell it.
  if (!same(value, given)) {
    setGiven(value);
    if (!same(value, dateOfParts(parts))) setParts(partsOf(value));
  }

  const change = (next: Parts) => {
    setParts(next);
    onValue(dateOfParts(next));
  };
  const focusPart = (index: number) => {
    const part = PARTS[Math.max(0, Math.min(PARTS.length - 1, index))];
    if (part) segments.current[part]?.focus();
  };

  const onKeyDown = (part: Part, index: number) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const { min, max } = LIMITS[part];
    const current = parts[part];
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      const next = typeDigit(part, typed.current, event.key);
      typed.current = next.complete ? '' : next.typed;
      setPending(Number(next.typed) === 0 && !next.complete ? { part, text: next.typed } : null);
      change({ ...parts, [part]: Number(next.typed) || (next.complete ? min : null) });
      if (next.complete) focusPart(index + 1);
      return;
    }
    typed.current = '';
    setPending(null);
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown': {
        event.preventDefault();
        const step = event.key === 'ArrowUp' ? 1 : -1;
        const from = current ?? (reference.current ? reference.current[part] : step > 0 ? min : max) - step;
        const stepped = from + step > max ? min : from + step < min ? max : from + step;
        change({ ...parts, [part]: stepped });
        return;
      }
      case 'ArrowLeft':
        event.preventDefault();
        focusPart(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusPart(index + 1);
        return;
      case 'Backspace':
      case 'Delete': {
        event.preventDefault();
        const digits = current === null ? '' : String(current).slice(0, -1);
        change({ ...parts, [part]: digits ? Number(digits) : null });
        return;
      }
      default:
    }
  };

  const labelId = `${id}-label`;
  const separator = locale.current === 'en' ? '/' : '-';
  const complete = dateOfParts(parts) !== null;
  const anyTyped = PARTS.some((part) => parts[part] !== null);
  return (
    <div className="field date-picker">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <div
        role="group"
        id={id}
        aria-labelledby={labelId}
        className="date-picker__group"
        onPointerEnter={onApproach}
      >
        <div className="date-picker__input">
          {PARTS.map((part, index) => {
            const { min, max, digits } = LIMITS[part];
            const current = parts[part];
            return (
              <span key={part} className="date-picker__segment-wrap">
                {index > 0 ? <span aria-hidden="true">{separator}</span> : null}
                <span
                  ref={(element) => {
                    segments.current[part] = element;
                  }}
                  role="spinbutton"
                  tabIndex={0}
                  inputMode="numeric"
                  aria-label={`${t(`datePicker.${part}`)}, ${label}`}
                  aria-valuemin={min}
                  aria-valuemax={max}
                  aria-valuenow={current ?? undefined}
                  aria-valuetext={current === null ? t('datePicker.empty') : String(current)}
                  aria-invalid={anyTyped && !complete ? true : undefined}
                  className="date-picker__segment"
                  data-placeholder={current === null ? true : undefined}
                  onKeyDown={onKeyDown(part, index)}
                  onFocus={() => {
                    typed.current = '';
                    setPending(null);
                  }}
                >
                  {pending?.part === part
                    ? pending.text
                    : current === null
                      ? t(`datePicker.${part}Placeholder`)
                      : String(current).padStart(digits, '0')}
                </span>
              </span>
            );
          })}
        </div>
        <button
          type="button"
          className="date-picker__button"
          aria-label={t('datePicker.open')}
          onFocus={onApproach}
          onClick={onCalendar}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M4 5h16v16H4zM4 10h16M9 3v4M15 3v4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
    </div>
  );
});
