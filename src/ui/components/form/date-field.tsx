import { lazy, Suspense, useState } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { useServices } from '../../services-context';
import type { DatePickerFieldProps } from '../date-picker/date-picker-field';
import type { TimePickerFieldProps } from '../date-picker/time-picker-field';
import { RequiredMark } from './field-frame';
import { SegmentedDateInput } from './segmented-date-input';
import './form.css';
import '../date-picker/date-picker.css';

/**
 * The date and time fields load their picker (react-aria, some tens of KiB) in a chunk of its own
 * the first time one is shown, so neither the entry nor a screen without dates carries it.
 */
let pickers: typeof import('../date-picker') | null = null;
const loadPickers = () =>
  import('../date-picker').then((module) => {
    pickers = module;
    return module;
  });

const LazyDatePicker = lazy(() => loadPickers().then((module) => ({ default: module.DatePickerField })));
const LazyTimePicker = lazy(() => loadPickers().then((module) => ({ default: module.TimePickerField })));

/** Starts loading the pickers ahead of time (on hovering a button that opens a form with dates). */
export const preloadPickers = (): void => void loadPickers();

/**
 * Holds the field's place, with its label and its value written the way the picker will show it, for
 * the moment the picker takes to arrive: a form opened on a schedule never shows blank times.
 */
function PickerPlaceholder({
  label,
  required,
  text,
}: {
  label: string;
  required?: boolean | undefined;
  text: string;
}) {
  return (
    <div className="field" aria-busy="true">
      <span className="field__label">
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <span className="date-picker__group date-picker__group--placeholder">{text}</span>
    </div>
  );
}

const two = (value: number) => String(value).padStart(2, '0');

/** A date as the picker writes it: 27-11-2026 in Dutch, 27/11/2026 in English. */
export const pickerDateText = (value: Temporal.PlainDate | null, locale: string): string =>
  value === null
    ? ''
    : [two(value.day), two(value.month), String(value.year).padStart(4, '0')].join(
        locale === 'en' ? '/' : '-',
      );

/** A time as the picker writes it, on the 24-hour clock: 08:30. */
export const pickerTimeText = (value: Temporal.PlainTime | null): string =>
  value === null ? '' : `${two(value.hour)}:${two(value.minute)}`;

/** A date in the portal's language; see DatePickerField. */
export function DateField(props: DatePickerFieldProps) {
  const { locale } = useServices();
  return (
    <Suspense
      fallback={
        <PickerPlaceholder
          label={props.label}
          required={props.required}
          text={pickerDateText(props.value, locale.current)}
        />
      }
    >
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

/**
 * A date field whose picker loads only when the user asks for the calendar: until then the date is
 * typed in a light field of the same parts and keys, so a screen's first paint does not carry the
 * picker's weight (the agenda's toolbar). The calendar button brings the picker, opened.
 */
export function DeferredDateField(props: DatePickerFieldProps) {
  const [calendar, setCalendar] = useState(false);
  if (pickers && calendar) {
    const Picker = pickers.DatePickerField;
    return <Picker {...props} autoFocus defaultOpen />;
  }
  return (
    <SegmentedDateInput
      id={props.id}
      label={props.label}
      value={props.value}
      onValue={props.onValue}
      onApproach={preloadPickers}
      onCalendar={() => void loadPickers().then(() => setCalendar(true))}
    />
  );
}

/** A time of day on the 24-hour clock; see TimePickerField. */
export function TimeField(props: TimePickerFieldProps) {
  return (
    <Suspense
      fallback={
        <PickerPlaceholder label={props.label} required={props.required} text={pickerTimeText(props.value)} />
      }
    >
      <LazyTimePicker {...props} />
    </Suspense>
  );
}

export type { DatePickerFieldProps as DateFieldProps, TimePickerFieldProps as TimeFieldProps };
