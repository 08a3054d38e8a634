import { observer } from 'mobx-react-lite';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { DateInput, DateSegment, FieldError, Label, Text, TimeField } from 'react-aria-components/TimeField';
import type { Temporal } from 'temporal-polyfill';
import { useServices } from '../../services-context';
import type { FieldProps } from '../form/field-frame';
import { RequiredMark } from '../form/field-frame';
import { calendarLocaleOf, toPlainTime, toTime } from './calendar-values';
import '../form/form.css';
import './date-picker.css';

export interface TimePickerFieldProps extends FieldProps {
  readonly value: Temporal.PlainTime | null;
  readonly onValue: (value: Temporal.PlainTime | null) => void;
  readonly disabled?: boolean;
}

/**
 * A time of day in hours and minutes, on the 24-hour clock of the portal's language whatever the
 * browser's (a native time input shows AM/PM in an American browser).
 */
export const TimePickerField = observer(function TimePickerField({
  id,
  label,
  value,
  onValue,
  help,
  error,
  required,
  disabled,
}: TimePickerFieldProps) {
  const { locale } = useServices();
  return (
    <I18nProvider locale={calendarLocaleOf(locale.current)}>
      <TimeField
        id={id}
        className={`field time-picker${error ? ' field--invalid' : ''}`}
        value={toTime(value)}
        onChange={(picked) => onValue(picked ? toPlainTime(picked) : null)}
        hourCycle={24}
        granularity="minute"
        shouldForceLeadingZeros
        isRequired={required}
        isDisabled={disabled}
        isInvalid={error ? true : undefined}
        validationBehavior="aria"
      >
        <Label className="field__label">
          {label}
          {required ? <RequiredMark /> : null}
        </Label>
        <DateInput className="date-picker__group date-picker__input">
          {(segment) => <DateSegment segment={segment} className="date-picker__segment" />}
        </DateInput>
        {help ? (
          <Text slot="description" className="field__help">
            {help}
          </Text>
        ) : null}
        <FieldError className="field__error">
          {({ validationErrors }) => error ?? validationErrors.join(' ')}
        </FieldError>
      </TimeField>
    </I18nProvider>
  );
});
