import { lazy, Suspense } from 'react';
import type { DatePickerFieldProps } from '../date-picker/date-picker-field';
import type { TimePickerFieldProps } from '../date-picker/time-picker-field';
import { RequiredMark } from './field-frame';

/**
 * The date and time fields load their picker (react-aria, some tens of KiB) in a chunk of its own
 * the first time one is shown, so neither the entry nor a screen without dates carries it.
 */
const loadPickers = () => import('../date-picker');

const LazyDatePicker = lazy(() => loadPickers().then((module) => ({ default: module.DatePickerField })));
const LazyTimePicker = lazy(() => loadPickers().then((module) => ({ default: module.TimePickerField })));

/** Starts loading the pickers ahead of time (on hovering a button that opens a form with dates). */
export const preloadPickers = (): void => void loadPickers();

/** Holds the field's place, with its label, for the moment the picker takes to arrive. */
function PickerPlaceholder({ label, required }: { label: string; required?: boolean | undefined }) {
  return (
    <div className="field" aria-busy="true">
      <span className="field__label">
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <span className="date-picker__group date-picker__group--placeholder" />
    </div>
  );
}

/** A date in the portal's language; see DatePickerField. */
export function DateField(props: DatePickerFieldProps) {
  return (
    <Suspense fallback={<PickerPlaceholder label={props.label} required={props.required} />}>
      <LazyDatePicker {...props} />
    </Suspense>
  );
}

/** A time of day on the 24-hour clock; see TimePickerField. */
export function TimeField(props: TimePickerFieldProps) {
  return (
    <Suspense fallback={<PickerPlaceholder label={props.label} required={props.required} />}>
      <LazyTimePicker {...props} />
    </Suspense>
  );
}

export type { DatePickerFieldProps as DateFieldProps, TimePickerFieldProps as TimeFieldProps };
