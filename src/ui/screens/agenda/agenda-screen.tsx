import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Temporal } from 'temporal-polyfill';
import { pathOf } from '../../../domain/access/route-match';
import type { AgendaGridLabels } from '../../components/agenda-grid';
import { compiledText } from '../../platform/compiled-text';
import { AgendaGrid } from '../../components/agenda-grid';
import { DeferredDateField } from '../../components/form/date-field';
import { Modal } from '../../components/modal';
import { Popover } from '../../components/popover';
import { PageFrame } from '../../components/page-frame';
import type { SlotProps } from '../../routes/slot-catalogue';
import { formatClock, formatWeekdayDate } from '../../format';
import type { Translate } from '../../services-context';
import { useServices, useT, useViewModel } from '../../services-context';
import { LiveNotice, liveMarkText } from './live-notice';
import type { AgendaViewModel } from './agenda-view-model';
import type { ScreenView } from './agenda-period-view-model';
import { SCREEN_VIEWS } from './agenda-period-view-model';
import { PrintAgendaButton } from './agenda-print-list';
import './agenda.css';

/** The timeline's code loads when the timeline is first chosen, not with the week grid. */
const AgendaTimeline = lazy(async () => ({
  default: (await import('../../components/agenda-timeline')).AgendaTimeline,
}));

/**
 * The appointment form and the list view load when first needed (the form on a planner's first booking
 * or opening, or when the pointer or focus reaches the button that makes one), not with the week grid.
 */
const loadForm = () =>
  Promise.all([import('./appointment-form'), import('./appointment-form-view-model')]).then(([form]) => form);
const AppointmentForm = lazy(async () => ({ default: (await loadForm()).AppointmentForm }));
/** The place for other areas' parts above the calendar: fetched with the reader's first change. */
const FreedTimeSlot = lazy(async () => {
  const { AreaSlot } = await import('../../components/area-slot/area-slot');
  return {
    default: (props: SlotProps['agendaFreedTime']) => <AreaSlot name="agendaFreedTime" props={props} />,
  };
});
/** The place for other areas' parts in an appointment's details (its history): fetched when they open. */
const DetailsSlot = lazy(async () => {
  const { AreaSlot } = await import('../../components/area-slot/area-slot');
  return {
    default: (props: SlotProps['appointmentDetails']) => <AreaSlot name="appointmentDetails" props={props} />,
  };
});
const AgendaListView = lazy(async () => ({ default: (await import('./agenda-list-view')).AgendaListView }));

/** While the form's code arrives, its dialog is there already, saying so. */
function FormLoading({ creating, onClose }: { creating: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open title={t(creating ? 'agenda.form.newTitle' : 'agenda.form.editTitle')} onClose={onClose}>
      <output className="agenda__muted">{t('common.loading')}</output>
    </Modal>
  );
}

/** Below tablet width the agenda opens as the list of appointments (see AgendaViewModel.compact). */
const COMPACT_AGENDA = '(max-width: 767px)';

const clockOf = (local: string) => local.slice(11, 16);

/** The key that picks up the appointment in focus, to move it with the arrow keys. */
const AGENDA_MOVE_KEY = 'm';

const SLOT_VALUES = ['column', 'day', 'time'] as const;

function gridLabels(t: Translate, dayText: (day: string) => string, period: string): AgendaGridLabels {
  // Every slot names its time, column and day: read once, filled in per slot.
  const slot = compiledText(t, 'agenda.grid.slot', SLOT_VALUES);
  const slotOff = compiledText(t, 'agenda.grid.slotOff', SLOT_VALUES);
  const slotBooked = compiledText(t, 'agenda.grid.slotBooked', SLOT_VALUES);
  return {
    grid: t('agenda.grid.label', { period }),
    // The help names the key the grid listens to, so the two cannot disagree.
    instructions: t('agenda.grid.instructions', { key: AGENDA_MOVE_KEY.toUpperCase() }),
    timeHeader: t('agenda.grid.time'),
    moveKey: AGENDA_MOVE_KEY,
    dayHeading: dayText,
    columnKind: (kind) => t(`agenda.grid.kinds.${kind}`),
    mark: (kind, label) => t(`agenda.grid.marks.${kind}`, { label }),
    slot: (column, day, time, free, working) =>
      (free ? (working ? slot : slotOff) : slotBooked)({ column, day, time }),
    appointment: (appointment) =>
      t(appointment.detail ? 'agenda.grid.appointmentWith' : 'agenda.grid.appointment', {
        start: clockOf(appointment.start),
        end: clockOf(appointment.end),
        title: appointment.title,
        status: t(`appointments.statuses.${appointment.status}`),
        detail: appointment.detail ?? '',
      }),
    status: (status) => t(`appointments.statuses.${status}`),
    pickedUp: (title) => t('agenda.grid.pickedUp', { title }),
    moving: (title, column, day, start, end) => t('agenda.grid.moving', { title, column, day, start, end }),
    dropped: (title, column, day, start, end) => t('agenda.grid.dropped', { title, column, day, start, end }),
    putBack: (title) => t('agenda.grid.putBack', { title }),
    clash: (text) => t('agenda.grid.clash', { text }),
  };
}

/** Keeps the agenda and the address bar in step: the address leads on arrival, back and forward. */
function useAgendaAddress(vm: AgendaViewModel): void {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  useEffect(() => vm.applyAddress(new URLSearchParams(address)), [vm, address]);
  const written = vm.address;
  useEffect(() => {
    // A render may have read the agenda before the address moved it on; the render that follows writes.
    if (vm.address !== written) return;
    if (written !== address) setParams(new URLSearchParams(written));
  }, [vm, written, address, setParams]);
}

/**
 * A booking form that was open when the session ended opens again once the agenda has its appointments,
 * for the same user only; the form then puts back what was typed (useKeptInput).
 */
function useKeptBooking(vm: AgendaViewModel): void {
  const { forms, session } = useServices();
  const ready = vm.appointmentsState === 'ready';
  const userId = session.user?.id ?? null;
  useEffect(() => {
    if (!ready) return;
    const key = forms.keysHeld(userId).find((held) => held.startsWith('appointment:'));
    if (key) void vm.reopenKept(key);
  }, [vm, forms, userId, ready]);
}

const ColumnChooser = observer(function ColumnChooser({ vm }: { vm: AgendaViewModel }) {
  const t = useT();
  const shown = new Set(vm.shownColumns.map((column) => column.id));
  const locations = useMemo(
    () => [...new Set(vm.columns.flatMap((column) => column.locationIds))],
    [vm.columns],
  );
  const groups = (['user', 'room', 'resource'] as const).map((kind) => ({
    kind,
    title: t(
      kind === 'user'
        ? 'agenda.columns.people'
        : kind === 'room'
          ? 'agenda.columns.rooms'
          : 'agenda.columns.resources',
    ),
    columns: vm.columns.filter((column) => column.kind === kind),
  }));
  const locationName = (id: string) =>
    vm.columns.find((column) => column.kind !== 'user' && column.locationIds[0] === id)?.detail ?? id;
  return (
    <Popover
      className="agenda__chooser"
      buttonClassName="button"
      panelClassName="agenda__chooser-panel"
      label={t('agenda.columns.choose', { count: shown.size })}
    >
      {locations.length > 0 ? (
        <label className="agenda__location">
          <span>{t('agenda.columns.byLocation')}</span>
          <select value="" onChange={(event) => event.target.value && vm.chooseLocation(event.target.value)}>
            <option value="">{t('agenda.columns.pickLocation')}</option>
            {locations.map((id) => (
              <option key={id} value={id}>
                {locationName(id)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {vm.teams.length > 0 ? (
        <label className="agenda__location">
          <span>{t('agenda.columns.byTeam')}</span>
          <select value="" onChange={(event) => event.target.value && vm.chooseTeam(event.target.value)}>
            <option value="">{t('agenda.columns.pickTeam')}</option>
            {vm.teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {groups.map((group) =>
        group.columns.length === 0 ? null : (
          <fieldset key={group.kind} className="agenda__group">
            <legend>{group.title}</legend>
            {group.columns.map((column) => (
              <div key={column.id} className="agenda__column-choice">
                <label className="agenda__check">
                  <input
                    type="checkbox"
                    checked={shown.has(column.id)}
                    onChange={() => vm.toggleColumn(column.id)}
                  />
                  <span>
                    {column.name}
                    {column.detail ? <span className="agenda__muted"> · {column.detail}</span> : null}
                  </span>
                </label>
                {column.kind === 'user' ? (
                  <Link
                    className="agenda__schedule-link"
                    to={pathOf('availabilities', { userUuid: column.id })}
                    aria-label={t('agenda.columns.scheduleOf', { name: column.name })}
                  >
                    {t('agenda.columns.schedule')}
                  </Link>
                ) : null}
              </div>
            ))}
          </fieldset>
        ),
      )}
    </Popover>
  );
});

/** Downloads a shown person's agenda of the period as a calendar file. */
const CalendarDownload = observer(function CalendarDownload({ vm }: { vm: AgendaViewModel }) {
  const t = useT();
  const people = vm.shownColumns.filter((column) => column.kind === 'user');
  if (people.length === 0) return null;
  return (
    <Popover
      className="agenda__chooser"
      buttonClassName="button"
      panelClassName="agenda__chooser-panel"
      label={t('agenda.toolbar.download')}
    >
      <p className="agenda__muted">{t('agenda.toolbar.downloadHelp')}</p>
      <ul className="agenda__downloads">
        {people.map((person) => (
          <li key={person.id}>
            <button
              type="button"
              className="button button--small"
              disabled={vm.busy}
              onClick={() => void vm.exportPerson(person.id)}
            >
              {t('agenda.toolbar.downloadPerson', { name: person.name })}
            </button>
          </li>
        ))}
      </ul>
    </Popover>
  );
});

// What the details show besides the appointment itself loads with the first details opened.
const Reminders = lazy(() =>
  import('./appointment-details-parts').then((parts) => ({ default: parts.Reminders })),
);
const MoveToForm = lazy(() =>
  import('./appointment-details-parts').then((parts) => ({ default: parts.MoveToForm })),
);

const AppointmentDetails = observer(function AppointmentDetails({ vm }: { vm: AgendaViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const [email, setEmail] = useState(true);
  const opened = vm.opened;
  if (!opened) return null;
  const when = `${formatWeekdayDate(opened.start.toPlainDate(), locale)} ${formatClock(opened.start.toPlainTime())}–${formatClock(opened.end.toPlainTime())}`;
  const choices = vm.statusChoices;
  const details = vm.details;
  return (
    <Modal open title={opened.title} onClose={() => vm.close()}>
      <dl className="agenda__details">
        <dt>{t('agenda.details.when')}</dt>
        <dd>{when}</dd>
        <dt>{t('agenda.details.status')}</dt>
        <dd>
          <span className={`agenda__status agenda__status--${opened.status}`}>
            {t(`appointments.statuses.${opened.status}`)}
          </span>
        </dd>
        <dt>{t('agenda.details.who')}</dt>
        <dd>{opened.userName}</dd>
        {opened.employee ? (
          <>
            <dt>{t('agenda.details.employee')}</dt>
            <dd>
              {opened.employee.name} ({opened.employee.employerName})
            </dd>
          </>
        ) : null}
        {opened.location ? (
          <>
            <dt>{t('agenda.details.place')}</dt>
            <dd>{opened.location}</dd>
          </>
        ) : null}
        {opened.roomName ? (
          <>
            <dt>{t('agenda.details.room')}</dt>
            <dd>{opened.roomName}</dd>
          </>
        ) : null}
        {opened.resources.length > 0 ? (
          <>
            <dt>{t('agenda.details.resources')}</dt>
            <dd>{opened.resources.map((resource) => resource.name).join(', ')}</dd>
          </>
        ) : null}
        {opened.note ? (
          <>
            <dt>{t('agenda.details.note')}</dt>
            <dd>{opened.note}</dd>
          </>
        ) : null}
      </dl>
      {opened.detailsHidden ? <p className="agenda__muted">{t('agenda.details.hidden')}</p> : null}
      {opened.seriesId ? <p>{t('agenda.details.series')}</p> : null}
      {opened.employee ? (
        <Suspense
          fallback={<output className="agenda__muted">{t('agenda.details.reminders.loading')}</output>}
        >
          <Reminders vm={vm} appointmentId={opened.id} version={opened.version} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <DetailsSlot appointmentId={opened.id} version={opened.version} />
      </Suspense>
      <fieldset className="agenda__group">
        <legend>{t('agenda.details.changeStatus')}</legend>
        {choices.length === 0 ? <p className="agenda__muted">{t('agenda.details.noMoves')}</p> : null}
        <div className="agenda__actions">
          {choices.map((status) => (
            <button
              key={status}
              type="button"
              className={
                status === 'cancelled' ? 'button button--small button--danger' : 'button button--small'
              }
              disabled={vm.busy || details.cancelAsked}
              onClick={() =>
                status === 'cancelled'
                  ? details.askCancel()
                  : void vm.changeStatus(status, email && opened.employee !== null)
              }
            >
              {t(`agenda.details.statusActions.${status}`)}
            </button>
          ))}
        </div>
        {details.cancelAsked ? (
          <fieldset className="agenda__confirm">
            <legend>
              {email && opened.employee
                ? t('agenda.details.cancelQuestionTold', { name: opened.employee.name })
                : t('agenda.details.cancelQuestion')}
            </legend>
            <div className="agenda__actions">
              <button
                type="button"
                className="button button--small button--danger"
                disabled={vm.busy}
                // The question takes the focus from the button that asked it, which is now disabled.
                autoFocus
                onClick={() => void vm.changeStatus('cancelled', email && opened.employee !== null)}
              >
                {t('agenda.details.cancelConfirm')}
              </button>
              <button
                type="button"
                className="button button--small"
                onClick={() => details.keepAppointment()}
              >
                {t('agenda.details.cancelKeep')}
              </button>
            </div>
          </fieldset>
        ) : null}
      </fieldset>
      {opened.employee ? (
        <label className="agenda__check">
          <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} />
          <span>{t('agenda.details.email')}</span>
        </label>
      ) : null}
      {vm.moveTo.appointment?.id === opened.id ? (
        <Suspense fallback={null}>
          <MoveToForm vm={vm} />
        </Suspense>
      ) : null}
      <div className="form__actions">
        {opened.operation || opened.detailsHidden ? (
          <button type="button" className="button button--primary" onClick={() => vm.edit()}>
            {t('agenda.details.edit')}
          </button>
        ) : null}
        {(opened.status === 'planned' || opened.status === 'confirmed') &&
        vm.moveTo.appointment?.id !== opened.id ? (
          <button type="button" className="button" disabled={vm.busy} onClick={() => vm.moveTo.open(opened)}>
            {t('agenda.details.moveTo.open')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--danger"
          disabled={vm.busy}
          onClick={() => void vm.remove(false, email && opened.employee !== null)}
        >
          {t('agenda.details.delete')}
        </button>
        {opened.seriesId ? (
          <button
            type="button"
            className="button button--danger"
            disabled={vm.busy}
            onClick={() => void vm.remove(true, email && opened.employee !== null)}
          >
            {t('agenda.details.deleteFromHere')}
          </button>
        ) : null}
        <button type="button" className="button" disabled={vm.busy} onClick={() => void vm.exportOpened()}>
          {t('agenda.details.download')}
        </button>
        {vm.asideForm ? (
          <button type="button" className="button button--primary" onClick={() => vm.backToForm()}>
            {t('agenda.form.backToForm')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => vm.close()}>
          {t('agenda.details.close')}
        </button>
      </div>
    </Modal>
  );
});

/**
 * A dropped move of an appointment with an employee asks, before it is saved, whether to tell them by
 * e-mail (ticked, like the details' question). Escape or "don't move" leaves the appointment where it
 * was; focus goes back to the grid either way.
 */
const MoveQuestion = observer(function MoveQuestion({ vm }: { vm: AgendaViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const [tell, setTell] = useState(true);
  const pending = vm.pendingMove;
  if (!pending) return null;
  const summary = t('agenda.move.summary', {
    title: pending.title,
    start: clockOf(pending.start),
    end: clockOf(pending.end),
    column: pending.columnName,
    day: formatWeekdayDate(Temporal.PlainDate.from(pending.start.slice(0, 10)), locale),
  });
  return (
    <Modal open title={t('agenda.move.title')} onClose={() => vm.cancelMove()}>
      <p>{summary}</p>
      <label className="agenda__check">
        <input type="checkbox" checked={tell} onChange={(event) => setTell(event.target.checked)} />
        <span>{t('agenda.move.tell', { name: pending.employeeName })}</span>
      </label>
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={() => void vm.confirmMove(tell)}>
          {t('agenda.move.confirm')}
        </button>
        <button type="button" className="button" onClick={() => vm.cancelMove()}>
          {t('agenda.move.cancel')}
        </button>
      </div>
    </Modal>
  );
});

/**
 * Where the appointments of the period stand, told in place: coming (a status the screen reader
 * hears, never "no appointments"), not to be had (an alert with a retry), or shown from the last good
 * answer and possibly out of date (the same, saying so).
 */
const AppointmentsState = observer(function AppointmentsState({ vm }: { vm: AgendaViewModel }) {
  const t = useT();
  const state = vm.appointmentsState;
  return (
    <>
      <output className={`agenda__load-state${state === 'loading' ? ' agenda__load-state--busy' : ''}`}>
        {state === 'loading' ? t('agenda.states.loading') : ''}
      </output>
      {state === 'failed' || state === 'outdated' ? (
        <div role="alert" className={`agenda__failed agenda__failed--${state}`}>
          <p>{t(state === 'failed' ? 'agenda.states.appointmentsFailed' : 'agenda.states.outdated')}</p>
          <button type="button" className="button" onClick={() => vm.retry()}>
            {t('agenda.states.retry')}
          </button>
        </div>
      ) : null}
    </>
  );
});

/**
 * /agenda: the day, work week or week of the chosen people, rooms and resources side by side; the
 * address bar holds the view, the date and the columns. An appointment opens with its details, the
 * status moves allowed now and its deletion (one, or its series from that date).
 */
export const AgendaScreen = observer(function AgendaScreen() {
  const t = useT();
  const locale = useServices().locale.current;
  const vm = useViewModel((services) => {
    const made = services.viewModels.agenda();
    if (globalThis.matchMedia?.(COMPACT_AGENDA).matches) made.openCompact();
    return made;
  });
  useAgendaAddress(vm);
  useKeptBooking(vm);
  // The same array while the period stays, so the grid does not lay out its appointments anew.
  const dayKey = vm.days.map((day: Temporal.PlainDate) => day.toString()).join(',');
  const days = useMemo(() => (dayKey === '' ? [] : dayKey.split(',')), [dayKey]);
  const first = vm.days[0];
  const last = vm.days.at(-1);
  const period =
    first && last
      ? first.equals(last)
        ? formatWeekdayDate(first, locale)
        : t('agenda.toolbar.period', {
            from: formatWeekdayDate(first, locale),
            until: formatWeekdayDate(last, locale),
          })
      : '';
  // The same labels while the language and the period stay, so the grid redraws only what changed.
  const labels = useMemo(
    () => gridLabels(t, (day: string) => formatWeekdayDate(Temporal.PlainDate.from(day), locale), period),
    [t, locale, period],
  );
  // What the place above the calendar is given: the reader's own changes, and the agenda shows what a
  // part booked in it. It shows from the reader's first change on, so its code loads only then.
  const ownChanges = vm.live.ownChanges;
  const freedTimeProps = useMemo(
    () => ({ ownChanges, onBooked: () => void vm.loading.load(false) }),
    [vm, ownChanges],
  );
  const gridAppointments = vm.gridAppointments;
  const marks = vm.live.marks;
  // A fresh change by someone else leads the appointment's second line: "Verplaatst door Anna de Vries".
  const shownAppointments = useMemo(
    () =>
      marks.size === 0
        ? gridAppointments
        : gridAppointments.map((entry) => {
            const mark = marks.get(entry.id.slice(0, entry.id.lastIndexOf(':')));
            return mark
              ? {
                  ...entry,
                  badge: t(`agenda.live.badge.${mark.kind}`),
                  detail: [liveMarkText(t, mark), entry.detail].filter(Boolean).join(' · '),
                }
              : entry;
          }),
    [gridAppointments, marks, t],
  );
  return (
    <PageFrame routeId="agenda" layout="default">
      {ownChanges.length > 0 ? (
        <Suspense fallback={null}>
          <FreedTimeSlot {...freedTimeProps} />
        </Suspense>
      ) : null}
      <div className="agenda">
        <div className="agenda__toolbar" role="toolbar" aria-label={t('agenda.toolbar.label')}>
          <div className="agenda__nav">
            <button
              type="button"
              className="button"
              aria-label={t('agenda.toolbar.previous')}
              onClick={() => vm.step(-1)}
            >
              ‹
            </button>
            <button type="button" className="button" onClick={() => vm.goToday()}>
              {t('agenda.toolbar.today')}
            </button>
            <button
              type="button"
              className="button"
              aria-label={t('agenda.toolbar.next')}
              onClick={() => vm.step(1)}
            >
              ›
            </button>
            <div className="agenda__date">
              <DeferredDateField
                id="agenda-date"
                label={t('agenda.toolbar.date')}
                value={vm.typedDate ?? vm.date}
                onValue={vm.typeDate}
              />
            </div>
          </div>
          <fieldset className="agenda__views">
            <legend className="visually-hidden">{t('agenda.toolbar.view')}</legend>
            {SCREEN_VIEWS.map((view: ScreenView) => (
              <button
                key={view}
                type="button"
                className="button"
                aria-pressed={vm.view === view}
                onClick={() => vm.setView(view)}
              >
                {t(`agenda.views.${view}`)}
              </button>
            ))}
          </fieldset>
          <ColumnChooser vm={vm} />
          <PrintAgendaButton days={vm.days} columns={vm.gridColumns} appointments={vm.appointments} />
          <CalendarDownload vm={vm} />
          <button
            type="button"
            className="button button--primary"
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
            onClick={() => vm.createNew()}
          >
            {t('agenda.toolbar.newAppointment')}
          </button>
        </div>
        <h2 className="agenda__period" aria-live="polite">
          {period}
        </h2>
        <LiveNotice live={vm.live} />
        {vm.asideForm ? (
          <div className="agenda__aside">
            <output>{t('agenda.form.aside')}</output>
            <button type="button" className="button button--primary" onClick={() => vm.backToForm()}>
              {t('agenda.form.backToForm')}
            </button>
            <button type="button" className="button" onClick={() => vm.dropAsideForm()}>
              {t('agenda.form.dropAside')}
            </button>
          </div>
        ) : null}
        {vm.columnsState === 'loading' ? (
          <output className="agenda__muted">{t('agenda.states.loadingColumns')}</output>
        ) : null}
        {vm.columnsState === 'failed' ? (
          <div role="alert" className="agenda__failed">
            <p>{t('agenda.states.failed')}</p>
            <button type="button" className="button" onClick={() => vm.retry()}>
              {t('agenda.states.retry')}
            </button>
          </div>
        ) : null}
        {vm.columnsState === 'ready' && vm.shownColumns.length > 0 ? <AppointmentsState vm={vm} /> : null}
        {vm.columnsState === 'ready' && vm.shownColumns.length === 0 ? (
          <p>{t('agenda.columns.none')}</p>
        ) : null}
        {vm.columnsState === 'ready' && vm.shownColumns.length > 0 && vm.view === 'list' ? (
          <Suspense fallback={<output className="agenda__muted">{t('common.loading')}</output>}>
            <AgendaListView vm={vm} />
          </Suspense>
        ) : null}
        {vm.columnsState === 'ready' && vm.shownColumns.length > 0 && vm.view === 'timeline' ? (
          <div
            className={`agenda__body agenda__body--${vm.appointmentsState}`}
            aria-busy={vm.state === 'loading'}
          >
            <Suspense fallback={<output className="agenda__muted">{t('agenda.timeline.loading')}</output>}>
              <AgendaTimeline
                days={days}
                columns={vm.gridColumns}
                appointments={shownAppointments}
                available={vm.gridAvailable}
                hoursOf={vm.hoursOf}
                marks={vm.gridMarks}
                now={vm.now}
                labels={{
                  ...labels,
                  grid: t('agenda.timeline.label', { period }),
                  instructions: t('agenda.timeline.instructions', { key: AGENDA_MOVE_KEY.toUpperCase() }),
                  timeHeader: t('agenda.timeline.rows'),
                }}
                className="agenda-grid--fill"
                onOpen={vm.open}
                onCreate={vm.create}
                onMove={(id, column, start, end) => void vm.move(id, column, start, end)}
                clashOf={vm.clashOf}
              />
            </Suspense>
          </div>
        ) : null}
        {vm.columnsState === 'ready' &&
        vm.shownColumns.length > 0 &&
        vm.view !== 'list' &&
        vm.view !== 'timeline' ? (
          <div
            className={`agenda__body agenda__body--${vm.appointmentsState}`}
            aria-busy={vm.state === 'loading'}
          >
            <AgendaGrid
              days={days}
              columns={vm.gridColumns}
              appointments={shownAppointments}
              available={vm.gridAvailable}
              hoursOf={vm.hoursOf}
              marks={vm.gridMarks}
              now={vm.now}
              labels={labels}
              className="agenda-grid--fill"
              onOpen={vm.open}
              onCreate={vm.create}
              onMove={(id, column, start, end) => void vm.move(id, column, start, end)}
              clashOf={vm.clashOf}
            />
          </div>
        ) : null}
      </div>
      <AppointmentDetails vm={vm} />
      <MoveQuestion key={vm.pendingMove?.gridId ?? ''} vm={vm} />
      {vm.form ? (
        <Suspense fallback={<FormLoading creating={vm.form.creating} onClose={vm.closeForm} />}>
          <AppointmentForm vm={vm.form} onClose={vm.closeForm} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
});

export { AgendaScreen as Component };
