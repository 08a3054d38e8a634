import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import type { NationalHoliday } from '../../../domain/availability/national-holiday';
import type { DataColumn } from '../../components/data-table';
import { DataTable } from '../../components/data-table';
import { PageFrame } from '../../components/page-frame';
import { DeleteDialog } from '../../components/record/delete-dialog';
import { formatDate, formatWeekdayDate } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import './availability.css';
import { holidayName } from './availability-texts';
import { HolidayDialog } from './holiday-dialog';
import type { HolidaysViewModel } from './holidays-view-model';

/** How a holiday is named in a button, a dialog or a notice: its name and date. */
function useHolidayNames() {
  const t = useT();
  const locale = useServices().locale.current;
  return (holiday: NationalHoliday) => `${holidayName(t, holiday)}, ${formatDate(holiday.date, locale)}`;
}

const HolidayActions = observer(function HolidayActions({
  vm,
  holiday,
}: {
  vm: HolidaysViewModel;
  holiday: NationalHoliday;
}) {
  const t = useT();
  const name = useHolidayNames()(holiday);
  return (
    <span className="row-actions">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t('availability.common.editNamed', { name })}
        onClick={() => vm.edit(holiday)}
      >
        {t('availability.common.edit')}
      </button>
      <button
        type="button"
        className="button button--danger button--small"
        aria-label={t('availability.common.deleteNamed', { name })}
        onClick={() => vm.askDelete(holiday)}
      >
        {t('availability.common.delete')}
      </button>
    </span>
  );
});

/**
 * /admin/holidays (manage_national_holidays): a year's national holidays; the Dutch ones of the year
 * added in one action, then single days moved, renamed or removed.
 */
export const HolidaysScreen = observer(function HolidaysScreen() {
  const vm = useViewModel((services) => services.viewModels.holidays());
  const t = useT();
  const locale = useServices().locale.current;
  const { year } = vm;
  const state = vm.load.state;
  const nameOf = useHolidayNames();
  const rowActions = useCallback(
    (holiday: NationalHoliday) => <HolidayActions vm={vm} holiday={holiday} />,
    [vm],
  );
  const columns: readonly DataColumn<NationalHoliday>[] = [
    {
      id: 'date',
      header: t('availability.holidays.date'),
      cell: (holiday) => formatWeekdayDate(holiday.date, locale),
      width: '10rem',
    },
    { id: 'name', header: t('availability.holidays.name'), cell: (holiday) => holidayName(t, holiday) },
  ];
  const target = vm.target;
  const refusal = vm.addRefusal;
  return (
    <PageFrame routeId="holidays">
      <p>{t('availability.holidays.intro')}</p>
      <nav className="holiday-year" aria-label={t('availability.holidays.year')}>
        <button
          type="button"
          className="button button--secondary"
          disabled={!vm.canGoBack}
          onClick={vm.previousYear}
        >
          {t('availability.holidays.previousYear', { year: year - 1 })}
        </button>
        <h2 className="holiday-year__current" aria-live="polite">
          {t('availability.holidays.yearOf', { year })}
        </h2>
        <button
          type="button"
          className="button button--secondary"
          disabled={!vm.canGoOn}
          onClick={vm.nextYear}
        >
          {t('availability.holidays.nextYear', { year: year + 1 })}
        </button>
      </nav>
      <div className="panel holiday-add">
        <p>
          {state !== 'ready'
            ? t('availability.holidays.addHelp', { year })
            : vm.missing > 0
              ? t('availability.holidays.missing', { count: vm.missing, year })
              : t('availability.holidays.complete', { year })}
        </p>
        <button
          type="button"
          className="button button--primary"
          disabled={vm.adding || state !== 'ready' || vm.missing === 0}
          onClick={() => void vm.addYear()}
        >
          {t(vm.adding ? 'availability.holidays.adding' : 'availability.holidays.add', { year })}
        </button>
        <div role="alert">
          {refusal ? (
            <div className="form__error">
              <p>{t('availability.holidays.addRefused')}</p>
              {refusal.message || refusal.serverFields.year ? (
                <p>{refusal.serverFields.year ?? refusal.message}</p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
      <DataTable
        caption={t('availability.holidays.yearOf', { year })}
        columns={columns}
        rows={vm.holidays}
        rowKey={(holiday) => holiday.id}
        state={state === 'ready' ? undefined : state === 'loading' ? 'loading' : 'failed'}
        onRetry={() => vm.load.retry()}
        emptyText={t('availability.holidays.empty', { year })}
        failedText={t('availability.holidays.failed')}
        actionsHeader={t('availability.common.actions')}
        rowActions={rowActions}
      />
      <HolidayDialog editor={vm.editor} />
      {target ? (
        <DeleteDialog
          confirmation={vm.deletion}
          title={t('availability.deletion.holidayTitle')}
          question={t('availability.deletion.holidayQuestion', { name: nameOf(target) })}
          final={false}
          onConfirm={() => void vm.confirmDelete(nameOf(target))}
        />
      ) : null}
    </PageFrame>
  );
});

export { HolidaysScreen as Component };
