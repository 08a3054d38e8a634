import { observer } from 'mobx-react-lite';
import { Temporal } from 'temporal-polyfill';
import { endIsAfterStart } from '../../../domain/shared/date-range';
import { useT } from '../../services-context';
import { DateField } from './date-field';
import { FieldHelp, helpIdOf } from './field-frame';
import './form.css';

export interface DateRangeFieldProps {
  readonly id: string;
  /** Names the pair, e.g. "Deadline". */
  readonly legend: string;
  readonly start: Temporal.PlainDate | null;
  readonly end: Temporal.PlainDate | null;
  readonly onStart: (value: Temporal.PlainDate | null) => void;
  readonly onEnd: (value: Temporal.PlainDate | null) => void;
  /** Default: "Begindatum" / "Start date". */
  readonly startLabel?: string;
  /** Default: "Einddatum" / "End date". */
  readonly endLabel?: string;
  readonly min?: Temporal.PlainDate | null;
  readonly max?: Temporal.PlainDate | null;
  readonly required?: boolean;
  /** Whether the end is required too (default: as `required`); an open-ended range leaves it empty. */
  readonly endRequired?: boolean;
  readonly help?: string | null;
  readonly startError?: string | null;
  /** An error of the caller's for the end; the range's own rule shows when there is none. */
  readonly endError?: string | null;
  /**
   * A range of whole days where one day is a range (a filter "from the 3rd up to and including the
   * 3rd"). Without it the rule of spec section 5 holds: the end date must be after the start date.
   */
  readonly allowSameDay?: boolean;
}

/**
 * A start and an end date. When the end is not after the start, the message of spec section 5 shows
 * next to the end field; both dates stay as entered, so the user corrects rather than retypes.
 */
export const DateRangeField = observer(function DateRangeField({
  id,
  legend,
  start,
  end,
  onStart,
  onEnd,
  startLabel,
  endLabel,
  min,
  max,
  required,
  endRequired = required,
  help,
  startError,
  endError,
  allowSameDay = false,
}: DateRangeFieldProps) {
  const t = useT();
  const inverted =
    start !== null &&
    end !== null &&
    !(allowSameDay ? Temporal.PlainDate.compare(start, end) <= 0 : endIsAfterStart(start, end));
  const earliestEnd = start ? (allowSameDay ? start : start.add({ days: 1 })) : min;
  return (
    <fieldset className="date-range" aria-describedby={help ? helpIdOf(id) : undefined}>
      <legend>{legend}</legend>
      <div className="date-range__fields">
        <DateField
          id={`${id}-start`}
          label={startLabel ?? t('form.rangeStart')}
          value={start}
          onValue={onStart}
          min={min}
          max={max}
          required={required}
          error={startError}
        />
        <DateField
          id={`${id}-end`}
          label={endLabel ?? t('form.rangeEnd')}
          value={end}
          onValue={onEnd}
          min={earliestEnd}
          max={max}
          required={endRequired}
          error={endError ?? (inverted ? t('validation.endAfterStart') : null)}
        />
      </div>
      <FieldHelp id={id} help={help} />
    </fieldset>
  );
});
