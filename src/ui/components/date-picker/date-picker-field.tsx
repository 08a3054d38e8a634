import { observer } from 'mobx-react-lite';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import {
  Button,
  DateInput,
  DatePicker,
  DateSegment,
  FieldError,
  Group,
  Label,
  Text,
} from 'react-aria-components/DatePicker';
import type { Temporal } from 'temporal-polyfill';
import { useServices, useT } from '../../services-context';
import type { FieldProps } from '../form/field-frame';
import { RequiredMark } from '../form/field-frame';
import { CalendarPopover } from './calendar-popover';
import { calendarLocaleOf, toCalendarDate, toPlainDate } from './calendar-values';
import '../form/form.css';
import './date-picker.css';

export interface DatePickerFieldProps extends FieldProps {
  readonly value: Temporal.PlainDate | null;
  /** A complete date, or null while the field is empty or not yet a whole date. */
  readonly onValue: (value: Temporal.PlainDate | null) => void;
  readonly min?: Temporal.PlainDate | null;
  readonly max?: Temporal.PlainDate | null;
  readonly disabled?: boolean;
  /** Puts the focus on the day part when the field appears. */
  readonly autoFocus?: boolean;
  /** Opens the calendar when the field appears. */
  readonly defaultOpen?: boolean;
}

/**
 * A date typed day, month, year in the portal's language (dd-mm-jjjj in Dutch, dd/mm/yyyy in English)
 * or picked from a Monday-first calendar. Each part is a spin button for screen readers; a half-typed
 * date stays as typed while the field shows an error.
 */
export const DatePickerField = observer(function DatePickerField({
  id,
  label,
  value,
  onValue,
  min,
  max,
  help,
  error,
  required,
  disabled,
  autoFocus,
  defaultOpen,
}: DatePickerFieldProps) {
  const { locale } = useServices();
  const t = useT();
  return (
    <I18nProvider locale={calendarLocaleOf(locale.current)}>
      <DatePicker
        id={id}
        className={`field date-picker${error ? ' field--invalid' : ''}`}
        value={toCalendarDate(value)}
        onChange={(picked) => onValue(picked ? toPlainDate(picked) : null)}
        minValue={toCalendarDate(min)}
        maxValue={toCalendarDate(max)}
        isRequired={required}
        isDisabled={disabled}
        autoFocus={autoFocus}
        defaultOpen={defaultOpen}
        isInvalid={error ? true : undefined}
        validationBehavior="aria"
        firstDayOfWeek="mon"
        shouldForceLeadingZeros
      >
        <Label className="field__label">
          {label}
          {required ? <RequiredMark /> : null}
        </Label>
        <Group className="date-picker__group">
          <DateInput className="date-picker__input">
            {(segment) => <DateSegment segment={segment} className="date-picker__segment" />}
          </DateInput>
          <Button className="date-picker__button" aria-label={t('datePicker.open')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                d="M4 5h16v16H4zM4 10h16M9 3v4M15 3v4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
          </Button>
        </Group>
        {help ? (
          <Text slot="description" className="field__help">
            {help}
          </Text>
        ) : null}
        <FieldError className="field__error">
          {({ validationErrors }) => error ?? validationErrors.join(' ')}
        </FieldError>
        <CalendarPopover />
      </DatePicker>
    </I18nProvider>
  );
});
