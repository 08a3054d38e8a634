import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { defaultPageSize } from '../../../application/platform/list-query';
import { ListPager, ListTable } from '../../components/data-table/list-table';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import { useServices, useT, useViewModel } from '../../services-context';
import { employerAppointmentColumns } from './appointment-columns';
import { AppointmentCount, PeriodField, StatusFilter } from './appointment-list-parts';
import { LiveNotice } from './live-notice';

/** /employer-appointments: the employer's own employees' appointments, without any medical detail. */
export const EmployerAppointmentsScreen = observer(function EmployerAppointmentsScreen() {
  const vm = useViewModel((services) => services.viewModels.employerAppointmentList());
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const language = useServices().locale.current;
  const columns = useMemo(() => employerAppointmentColumns(t, language, vm.live), [t, language, vm.live]);
  const filters = vm.filters;
  return (
    <PageFrame routeId="employerAppointments">
      <div className="page__intro">
        <p>{t('appointments.employerIntro')}</p>
      </div>
      <form
        className="filters"
        aria-label={t('appointments.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <PeriodField from={filters.from} until={filters.until} onFrom={vm.setFrom} onUntil={vm.setUntil} />
        <StatusFilter value={filters.status} onValue={vm.setStatus} />
        <div className="filters__actions">
          <button type="button" className="button button--secondary" onClick={() => vm.list.resetFilters()}>
            {t('appointments.resetFilters')}
          </button>
        </div>
      </form>
      {vm.periodInverted ? <p className="period-warning">{t('appointments.periodInverted')}</p> : null}
      <AppointmentCount list={vm.list} />
      <LiveNotice live={vm.live} />
      <ListTable
        list={vm.list}
        caption={t('route.employerAppointments')}
        columns={columns}
        emptyText={t('appointments.empty')}
        failedText={t('appointments.failed')}
        className="appointment-table"
      />
      <ListPager list={vm.list} />
    </PageFrame>
  );
});

export { EmployerAppointmentsScreen as Component };
