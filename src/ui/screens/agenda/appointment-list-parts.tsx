import { observer } from 'mobx-react-lite';
import type { Temporal } from 'temporal-polyfill';
import type { ListViewModel } from '../../list/list-view-model';
import { DateRangeField } from '../../components/form/date-range-field';
import { SelectField } from '../../components/form/select-field';
import { useT } from '../../services-context';
import { APPOINTMENT_STATUSES } from '../../../domain/agenda/appointment';
import type { AppointmentStatus } from '../../../domain/agenda/appointment';

/** The period of a list: two dates, this week to begin with. */
export const PeriodField = observer(function PeriodField({
  from,
  until,
  onFrom,
  onUntil,
}: {
  from: Temporal.PlainDate | null;
  until: Temporal.PlainDate | null;
  onFrom: (date: Temporal.PlainDate | null) => void;
  onUntil: (date: Temporal.PlainDate | null) => void;
}) {
  const t = useT();
  return (
    <DateRangeField
      id="filter-period"
      legend={t('appointments.period')}
      start={from}
      end={until}
      onStart={onFrom}
      onEnd={onUntil}
      startLabel={t('appointments.from')}
      endLabel={t('appointments.until')}
      allowSameDay
    />
  );
});

/** The status filter: all, or one of the six statuses. */
export const StatusFilter = observer(function StatusFilter({
  value,
  onValue,
}: {
  value: AppointmentStatus | null;
  onValue: (value: string) => void;
}) {
  const t = useT();
  return (
    <SelectField
      id="filter-status"
      label={t('appointments.status')}
      value={value ?? ''}
      onValue={onValue}
      options={[
        { value: '', label: t('appointments.statusAll') },
        ...APPOINTMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`appointments.statuses.${status}`),
        })),
      ]}
    />
  );
});

/**
 * How many appointments the period holds, said politely to assistive technology; while the answer is
 * on its way, that it is coming (the table itself never says "none" before it is in).
 */
export const AppointmentCount = observer(function AppointmentCount<R, F extends object, S extends string>({
  list,
}: {
  list: ListViewModel<R, F, S>;
}) {
  const t = useT();
  return (
    <p className="list-count" aria-live="polite">
      {list.state === 'ready' || list.state === 'empty'
        ? t('appointments.count', { count: list.total })
        : list.state === 'loading'
          ? t('appointments.loading')
          : ''}
    </p>
  );
});
