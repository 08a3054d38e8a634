import type { ScheduleOperation } from '../../../application/availability/list-schedule-choices';
import type { Locale } from '../../../domain/locale/locale';
import type { Translate } from '../../services-context';
import '../../components/record/record.css';

/** An operation's name in the user's language; a name the user may not know is said as such. */
export function operationName(t: Translate, operation: ScheduleOperation, locale: Locale): string {
  return operation.name?.[locale] ?? operation.code ?? t('availability.common.hiddenOperation');
}

/** Operations by name in the user's language. */
export function byOperationName(
  t: Translate,
  locale: Locale,
): (a: ScheduleOperation, b: ScheduleOperation) => number {
  return (a, b) => operationName(t, a, locale).localeCompare(operationName(t, b, locale), locale);
}

/** An operation as a choice: its colour, its name, and its code. */
export function OperationLabel({
  operation,
  name,
  note,
}: {
  operation: ScheduleOperation;
  name: string;
  /** Said after the name (e.g. that the location does not offer it). */
  note?: string | null;
}) {
  return (
    <>
      <span className="colour-swatch" style={{ background: operation.colour }} aria-hidden="true" />
      {name}
      {operation.code && operation.code !== name ? <span className="muted"> · {operation.code}</span> : null}
      {note ? <span className="operation-note"> ({note})</span> : null}
    </>
  );
}
