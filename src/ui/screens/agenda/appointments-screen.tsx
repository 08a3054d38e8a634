import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Appointment } from '../../../application/agenda/agenda-gateway';
import { defaultPageSize } from '../../../application/platform/list-query';
import { isAppointmentStatus } from './appointment-status-choice';
import { ListPager, ListTable } from '../../components/data-table/list-table';
import { SelectField } from '../../components/form/select-field';
import { Modal } from '../../components/modal';
import { PageFrame } from '../../components/page-frame';
import { useListAddress } from '../../list/use-list-address';
import { useServices, useT, useViewModel } from '../../services-context';
import { appointmentColumns, whenOf } from './appointment-columns';
import { AppointmentCount, PeriodField, StatusFilter } from './appointment-list-parts';
import type { AppointmentListViewModel } from './appointment-list-view-model';
import { LiveNotice } from './live-notice';

/** A row's actions: open its day in the agenda, and move it to a status the domain allows next. */
const AppointmentActions = observer(function AppointmentActions({
  appointment,
  vm,
}: {
  appointment: Appointment;
  vm: AppointmentListViewModel;
}) {
  const t = useT();
  const language = useServices().locale.current;
  const when = whenOf(appointment, t, language);
  const choices = vm.statusChoices(appointment);
  return (
    <div className="appointment-actions">
      <Link
        className="button button--small"
        to={vm.agendaLink(appointment)}
        aria-label={t('appointments.openInAgendaFor', { when })}
      >
        {t('appointments.openInAgenda')}
      </Link>
      {choices.length > 0 ? (
        <select
          value=""
          aria-label={t('appointments.changeStatusFor', { when })}
          disabled={vm.changing.has(appointment.id)}
          onChange={(event) => {
            const status = event.target.value;
            if (isAppointmentStatus(status)) void vm.changeStatus(appointment, status);
          }}
        >
          <option value="">{t('appointments.changeStatusPick')}</option>
          {choices.map((status) => (
            <option key={status} value={status}>
              {t(`appointments.statuses.${status}`)}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
});

/**
 * A cancellation of an appointment with an employee asks, before it is saved, whether to tell them by
 * e-mail (ticked, like the agenda's question). Escape or "keep" leaves the appointment as it was.
 */
const CancelQuestion = observer(function CancelQuestion({ vm }: { vm: AppointmentListViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  const [tell, setTell] = useState(true);
  const pending = vm.pendingCancel;
  if (!pending?.employee) return null;
  const name = pending.employee.name;
  return (
    <Modal open title={t('appointments.cancelQuestion.title')} onClose={vm.keepAppointment}>
      <p>{t('appointments.cancelQuestion.summary', { when: whenOf(pending, t, language), name })}</p>
      <label className="appointment-question__check">
        <input type="checkbox" checked={tell} onChange={(event) => setTell(event.target.checked)} />
        <span>{t('appointments.cancelQuestion.tell', { name })}</span>
      </label>
      <div className="form__actions">
        <button type="button" className="button button--danger" onClick={() => void vm.confirmCancel(tell)}>
          {t('appointments.cancelQuestion.confirm')}
        </button>
        <button type="button" className="button" onClick={vm.keepAppointment}>
          {t('appointments.cancelQuestion.keep')}
        </button>
      </div>
    </Modal>
  );
});

/** /appointments: the appointments of a period, with their filters in the address bar. */
export const AppointmentsScreen = observer(function AppointmentsScreen() {
  const vm = useViewModel((services) => services.viewModels.appointmentList());
  useListAddress(vm.list, defaultPageSize(window.innerWidth));
  const t = useT();
  const language = useServices().locale.current;
  const columns = useMemo(() => appointmentColumns(t, language, vm.live), [t, language, vm.live]);
  const rowActions = useCallback(
    (appointment: Appointment) => <AppointmentActions appointment={appointment} vm={vm} />,
    [vm],
  );
  const filters = vm.filters;
  return (
    <PageFrame routeId="appointments">
      <div className="page__intro">
        <p>{t('appointments.intro')}</p>
      </div>
      <form
        className="filters"
        aria-label={t('appointments.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <PeriodField from={filters.from} until={filters.until} onFrom={vm.setFrom} onUntil={vm.setUntil} />
        <SelectField
          id="filter-professional"
          label={t('appointments.professional')}
          value={filters.professional ?? ''}
          onValue={vm.setProfessional}
          options={[
            { value: '', label: t('appointments.professionalAll') },
            ...withCurrent(vm.professionals, filters.professional),
          ]}
        />
        <SelectField
          id="filter-location"
          label={t('appointments.location')}
          value={filters.location ?? ''}
          onValue={vm.setLocation}
          options={[
            { value: '', label: t('appointments.locationAll') },
            ...withCurrent(vm.locations, filters.location),
          ]}
        />
        <SelectField
          id="filter-operation"
          label={t('appointments.operation')}
          value={filters.operation ?? ''}
          onValue={vm.setOperation}
          options={[
            { value: '', label: t('appointments.operationAll') },
            ...withCurrent(
              vm.operations.map((operation) => ({
                id: operation.id,
                name: operation.name?.[language] ?? operation.code ?? t('appointments.hiddenOperation'),
              })),
              filters.operation,
            ),
          ]}
        />
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
        layoutId="appointments"
        views
        exportTitle={t('route.appointments')}
        list={vm.list}
        caption={t('route.appointments')}
        columns={columns}
        rowActions={rowActions}
        actionsHeader={t('appointments.columns.actions')}
        actionsWidth="14rem"
        emptyText={t('appointments.empty')}
        failedText={t('appointments.failed')}
        className="appointment-table"
      />
      <ListPager list={vm.list} layoutId="appointments" />
      <CancelQuestion key={vm.pendingCancel?.id ?? ''} vm={vm} />
    </PageFrame>
  );
});

/**
 * The choices as options; a chosen id the choices do not (yet) hold stays as an option of its own,
 * so a link's filter shows while the choices load rather than jump to "all".
 */
function withCurrent(
  choices: readonly { readonly id: string; readonly name: string }[],
  current: string | null,
): { value: string; label: string }[] {
  const options = choices.map((choice) => ({ value: choice.id, label: choice.name }));
  if (current && !options.some((option) => option.value === current))
    options.push({ value: current, label: '…' });
  return options;
}

export { AppointmentsScreen as Component };
