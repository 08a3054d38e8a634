import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { PartOfDay } from '../../../domain/shared/slot-finder';
import { CheckboxGroup } from '../../components/form/checkbox-fields';
import { DateField } from '../../components/form/date-field';
import { EmployeeSearchField } from '../../components/form/employee-search-field';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { CancelButton, Modal } from '../../components/modal';
import { AreaSlot } from '../../components/area-slot/area-slot';
import { PageFrame } from '../../components/page-frame';
import { formatClock, formatWeekdayDate } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import type { SlotOffer } from '../../../application/planning/find-slots';
import type { Channel, PlanningViewModel } from './planning-view-model';
import '../../components/record/record.css';
import './planning.css';

/** What the planning screen's place above the question gives its parts: nothing. */
const NO_PROPS = {} as const;
const PARTS: readonly PartOfDay[] = ['any', 'morning', 'afternoon'];
const CHANNELS: readonly Channel[] = ['on_site', 'phone', 'video'];

const clock = (moment: { toPlainTime(): { hour: number; minute: number } }) => {
  const time = moment.toPlainTime();
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
};

const QuestionForm = observer(function QuestionForm({ vm }: { vm: PlanningViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const problem = (code: 'noOperation' | 'noEmployee' | 'periodBackwards' | 'periodTooLong') =>
    vm.problems.includes(`planning.${code}`) ? t(`planning.problems.${code}`) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.search();
  };
  const operation = vm.operation;
  const needs = operation
    ? [
        t('planning.form.minutes', { count: operation.needs.durationMinutes }),
        ...(operation.needs.needsRoom ? [t('planning.form.needsRoom')] : []),
        ...(operation.needs.resourceTypeIds.length > 0
          ? [t('planning.form.resources', { count: operation.needs.resourceTypeIds.length })]
          : []),
      ].join(', ')
    : null;
  return (
    <form className="record-form planning__question" noValidate onSubmit={onSubmit}>
      <fieldset className="planning__fields">
        <legend>{t('planning.form.legend')}</legend>
        <SelectField
          id="planning-operation"
          label={t('planning.form.operation')}
          required
          value={vm.operationId}
          options={[
            { value: '', label: t('planning.form.choose') },
            ...(vm.choices?.operations ?? []).map((choice) => ({
              value: choice.id,
              label: choice.name ? choice.name[locale] : t('planning.form.hidden'),
            })),
          ]}
          onValue={vm.setOperation}
          help={needs ? t('planning.form.needs', { needs }) : null}
          error={problem('noOperation')}
        />
        <EmployeeSearchField
          id="planning-employee"
          chosen={vm.employee}
          search={vm.employees.text}
          state={vm.employees.state}
          found={vm.employees.found}
          onSearch={vm.employees.setText}
          onChoose={vm.chooseEmployee}
          error={problem('noEmployee')}
        />
        <fieldset className="choice-group">
          <legend>{t('planning.form.channel')}</legend>
          {CHANNELS.map((channel) => (
            <label key={channel} className="choice">
              <input
                type="radio"
                name="planning-channel"
                value={channel}
                checked={vm.channel === channel}
                onChange={() => vm.setChannel(channel)}
              />
              {t(`planning.form.channels.${channel}`)}
            </label>
          ))}
        </fieldset>
        <CheckboxGroup
          id="planning-locations"
          legend={t('planning.form.locations')}
          help={t('planning.form.locationsHelp')}
          options={vm.locations.map((location) => ({ value: location.id, label: location.name }))}
          chosen={new Set(vm.locationIds)}
          onToggle={vm.toggleLocation}
          empty={t('planning.form.noLocations')}
        />
        <div className="form-row">
          <DateField
            id="planning-from"
            label={t('planning.form.from')}
            required
            value={vm.from}
            onValue={vm.setFrom}
          />
          <DateField
            id="planning-until"
            label={t('planning.form.until')}
            required
            value={vm.until}
            onValue={vm.setUntil}
            min={vm.from}
            error={problem('periodBackwards') ?? problem('periodTooLong')}
          />
        </div>
        <fieldset className="choice-group">
          <legend>{t('planning.form.partOfDay')}</legend>
          {PARTS.map((part) => (
            <label key={part} className="choice">
              <input
                type="radio"
                name="planning-part"
                value={part}
                checked={vm.partOfDay === part}
                onChange={() => vm.setPartOfDay(part)}
              />
              {t(`planning.form.parts.${part}`)}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={vm.state === 'searching'}>
          {t('planning.form.search')}
        </button>
      </div>
    </form>
  );
});

/** Slots of one day (or of one professional on it), each with its button to book it. */
const SlotList = observer(function SlotList({
  vm,
  heading,
  slots,
}: {
  vm: PlanningViewModel;
  heading: string;
  slots: readonly SlotOffer[];
}) {
  const t = useT();
  return (
    <ul className="planning__slots">
      {slots.map((slot) => {
        const takenBy = vm.takenBy(slot);
        return (
          <li
            key={`${slot.userId}${slot.locationId}${slot.start.epochMilliseconds}`}
            className={takenBy === null ? 'planning__slot' : 'planning__slot planning__slot--taken'}
          >
            <span className="planning__time">
              {t('planning.results.slot', { start: clock(slot.start), end: clock(slot.end) })}
            </span>
            {takenBy === null ? null : (
              <span className="planning__taken">{t('planning.live.mark', { by: takenBy })}</span>
            )}
            <span>{t('planning.results.with', { name: slot.userName })}</span>
            <span className="planning__muted">
              {[
                vm.channel === 'on_site'
                  ? vm.locationName(slot.locationId)
                  : t(`planning.form.channels.${vm.channel}`),
                slot.roomName ? t('planning.results.room', { room: slot.roomName }) : null,
                ...slot.resourceNames,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <button
              type="button"
              className="button button--small button--primary"
              aria-label={t('planning.results.bookSlot', {
                day: heading,
                start: clock(slot.start),
                name: slot.userName,
              })}
              aria-disabled={takenBy === null ? undefined : true}
              onClick={() => vm.choose(slot)}
            >
              {t('planning.results.book')}
            </button>
          </li>
        );
      })}
    </ul>
  );
});

/**
 * Others' changes to the result, in sight above the slots and said politely to screen readers: who
 * took which time of whom, or that the times were brought up to date. Always in the page while the
 * result is, so the words that arrive are heard; a new change replaces the sentence's element.
 */
/** What the result's line says of a time another planner took, by how they took it. */
const TAKEN_WORDS = {
  booked: 'planning.live.taken',
  moved: 'planning.live.moved',
  changed: 'planning.live.changed',
} as const;

const LiveResult = observer(function LiveResult({ vm }: { vm: PlanningViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const notice = vm.liveNotice;
  return (
    <output className="planning__live" aria-live="polite" aria-atomic="true">
      {notice === null ? null : (
        <span key={notice.serial}>
          {notice.kind === 'taken'
            ? t(TAKEN_WORDS[notice.how], {
                by: notice.by,
                professional: notice.professional,
                day: formatWeekdayDate(notice.start.toPlainDate(), locale),
                start: clock(notice.start),
                end: clock(notice.end),
                count: notice.count,
              })
            : t('planning.live.updated', { by: notice.by })}
        </span>
      )}
    </output>
  );
});

const Results = observer(function Results({ vm }: { vm: PlanningViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  if (vm.state === 'idle') return <p className="planning__muted">{t('planning.states.idle')}</p>;
  if (vm.state === 'searching')
    return <output className="planning__muted planning__state">{t('planning.states.searching')}</output>;
  if (vm.state === 'failed')
    return (
      <div role="alert" className="planning__failed">
        <p>{t('planning.states.searchFailed')}</p>
        <button type="button" className="button" onClick={vm.retry}>
          {t('planning.states.retry')}
        </button>
      </div>
    );
  const days = vm.days;
  return (
    <section className="planning__results" aria-labelledby="planning-results">
      <h2 id="planning-results">{t('planning.results.heading')}</h2>
      <fieldset className="planning__toolbar">
        <legend className="visually-hidden">{t('planning.results.toolbar')}</legend>
        {vm.professionals.length > 1 ? (
          <SelectField
            id="planning-preferred"
            label={t('planning.form.preferred')}
            value={vm.preferredUserId ?? ''}
            options={[
              { value: '', label: t('planning.form.noPreference') },
              ...vm.professionals.map((person) => ({ value: person.id, label: person.name })),
            ]}
            onValue={(value) => vm.setPreferred(value || null)}
          />
        ) : null}
        <label className="choice planning__grouping">
          <input
            type="checkbox"
            checked={vm.groupByProfessional}
            onChange={(event) => vm.setGroupByProfessional(event.currentTarget.checked)}
          />
          {t('planning.results.groupByProfessional')}
        </label>
      </fieldset>
      <output className="planning__state">
        {days.length === 0
          ? t('planning.results.none')
          : t('planning.results.count', { count: vm.slots.length })}
      </output>
      <LiveResult vm={vm} />
      <AreaSlot name="planningSearch" props={vm.searchAsAsked} />
      {days.length === 0 ? (
        <div className="planning__empty">
          <p>{t('planning.results.noneHelp')}</p>
          {vm.mayWiden ? (
            <button type="button" className="button" onClick={vm.widen}>
              {t('planning.results.widen')}
            </button>
          ) : null}
        </div>
      ) : null}
      {days.map((day) => {
        const heading = formatWeekdayDate(day.date, locale);
        return (
          <section key={day.date.toString()} className="planning__day" aria-label={heading}>
            <h3>{heading}</h3>
            {vm.groupByProfessional ? (
              day.groups.map((group) => {
                const name = group.slots[0]?.userName ?? group.userId;
                return (
                  <div key={group.userId} className="planning__group">
                    <h4>{name}</h4>
                    <SlotList vm={vm} heading={heading} slots={group.slots} />
                  </div>
                );
              })
            ) : (
              <SlotList vm={vm} heading={heading} slots={day.shown} />
            )}
            {day.shown.length < day.slots.length ? (
              <button type="button" className="button button--link" onClick={() => vm.expand(day.date)}>
                {t('planning.results.more', { count: day.slots.length })}
              </button>
            ) : null}
          </section>
        );
      })}
    </section>
  );
});

/** The booking just made, with the way to it in the agenda (for whoever may open the agenda). */
const Booked = observer(function Booked({ vm }: { vm: PlanningViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const booked = vm.booked;
  const address = vm.bookedAddress;
  if (!booked || !vm.confirmingBooked) return null;
  return (
    <Modal open title={t('planning.booked.title')} onClose={vm.closeBooked}>
      <p>
        {t('planning.booked.summary', {
          day: formatWeekdayDate(booked.date, locale),
          start: formatClock(booked.start.toPlainTime()),
          end: formatClock(booked.end.toPlainTime()),
          name: booked.userName,
          employee: booked.employeeName,
        })}
      </p>
      {address && !vm.employer ? <p className="planning__muted">{t('planning.booked.agendaHelp')}</p> : null}
      <div className="form__actions">
        {address && !vm.employer ? (
          <Link className="button button--primary" to={address}>
            {t('planning.booked.openInAgenda')}
          </Link>
        ) : null}
        <button type="button" className="button" onClick={vm.closeBooked}>
          {t('planning.booked.close')}
        </button>
      </div>
    </Modal>
  );
});

const Confirm = observer(function Confirm({ vm }: { vm: PlanningViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const chosen = vm.chosen;
  if (!chosen) return null;
  return (
    <Modal open title={t('planning.confirm.title')} onClose={vm.closeChosen} unsaved={vm.note.trim() !== ''}>
      <form
        className="record-form"
        onSubmit={(event) => {
          event.preventDefault();
          void vm.book();
        }}
      >
        {vm.bookingMessage ? (
          <div role="alert" className="form__error">
            <p>{vm.bookingMessage}</p>
          </div>
        ) : null}
        <dl className="planning__summary">
          <dt>{t('planning.confirm.when')}</dt>
          <dd>
            {formatWeekdayDate(chosen.start.toPlainDate(), locale)} {formatClock(chosen.start.toPlainTime())}–
            {formatClock(chosen.end.toPlainTime())}
          </dd>
          <dt>{t('planning.confirm.who')}</dt>
          <dd>{chosen.userName}</dd>
          <dt>{t('planning.confirm.employee')}</dt>
          <dd>
            {vm.employee?.name} ({vm.employee?.employerName})
          </dd>
          <dt>{t('planning.confirm.where')}</dt>
          <dd>
            {vm.channel === 'on_site'
              ? [vm.locationName(chosen.locationId), chosen.roomName].filter(Boolean).join(', ')
              : t(`planning.form.channels.${vm.channel}`)}
          </dd>
          {chosen.resourceNames.length > 0 ? (
            <>
              <dt>{t('planning.confirm.resources')}</dt>
              <dd>{chosen.resourceNames.join(', ')}</dd>
            </>
          ) : null}
        </dl>
        {vm.writesNotes ? (
          <TextareaField
            id="planning-note"
            label={t('planning.confirm.note')}
            rows={3}
            value={vm.note}
            onValue={vm.setNote}
          />
        ) : null}
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={vm.booking}>
            {t(vm.booking ? 'planning.confirm.booking' : 'planning.confirm.book')}
          </button>
          <CancelButton className="button" onCancel={vm.closeChosen}>
            {t('planning.confirm.cancel')}
          </CancelButton>
        </div>
      </form>
    </Modal>
  );
});

/**
 * /planning: when can this employee have this kind of appointment? The question, the free slots where
 * a professional, a room and the equipment are free at once, by day in time order or per professional,
 * and the booking of one.
 */
export const PlanningScreen = observer(function PlanningScreen() {
  const t = useT();
  const vm = useViewModel((services) => services.viewModels.planning());
  // An employee named by the address (invited again after a no-show) starts the question.
  const [params] = useSearchParams();
  const invited = params.get('employee');
  useEffect(() => {
    if (invited) void vm.prefillEmployee(invited);
  }, [vm, invited]);
  return (
    <PageFrame routeId="planning" layout="default">
      <p>{t('planning.intro')}</p>
      <AreaSlot name="planningFreedTime" props={NO_PROPS} />
      {vm.choicesState === 'loading' ? (
        <output className="planning__state">{t('planning.states.loading')}</output>
      ) : null}
      {vm.choicesState === 'failed' ? (
        <div role="alert" className="planning__failed">
          <p>{t('planning.states.failed')}</p>
          <button type="button" className="button" onClick={vm.retry}>
            {t('planning.states.retry')}
          </button>
        </div>
      ) : null}
      {vm.choicesState === 'ready' ? (
        <div className="planning">
          <QuestionForm vm={vm} />
          <Results vm={vm} />
        </div>
      ) : null}
      <Confirm vm={vm} />
      <Booked vm={vm} />
    </PageFrame>
  );
});

export { PlanningScreen as Component };
