import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { Temporal } from 'temporal-polyfill';
import { TimeField } from '../../components/form/date-field';
import { errorKey } from '../../error-key';
import { formatClock, formatWeekdayDate } from '../../format';
import type { Translate } from '../../services-context';
import { useServices, useT } from '../../services-context';
import type { Appointment } from '../../../application/agenda/agenda-gateway';
import type { Locale } from '../../../domain/locale/locale';
import type { AppointmentFormViewModel, StalePart } from './appointment-form-view-model';

/** A part of an appointment in words, as a colleague left it. */
function theirsText(part: StalePart, appointment: Appointment, t: Translate, locale: Locale): string {
  switch (part) {
    case 'professional':
      return appointment.userName;
    case 'time':
      return `${formatWeekdayDate(appointment.start.toPlainDate(), locale)} ${formatClock(appointment.start.toPlainTime())}–${formatClock(appointment.end.toPlainTime())}`;
    case 'place':
      return appointment.channel === 'on_site'
        ? [appointment.location, appointment.roomName].filter(Boolean).join(', ') || '–'
        : t(`appointments.channels.${appointment.channel}`);
    case 'employee':
      return appointment.employee?.name ?? '–';
  }
}

/** The same part in words, as the planner has it in the form. */
function mineText(part: StalePart, vm: AppointmentFormViewModel, t: Translate, locale: Locale): string {
  switch (part) {
    case 'professional':
      return vm.people.find((person) => person.id === vm.userId)?.name ?? '–';
    case 'time':
      return vm.date && vm.startTime && vm.endTime
        ? `${formatWeekdayDate(vm.date, locale)} ${formatClock(vm.startTime)}–${formatClock(vm.endTime)}`
        : '–';
    case 'place':
      return vm.channel === 'on_site'
        ? [
            vm.locations.find((location) => location.id === vm.locationId)?.name,
            vm.rooms.find((room) => room.id === vm.roomId)?.name,
          ]
            .filter(Boolean)
            .join(', ') || '–'
        : t(`appointments.channels.${vm.channel}`);
    case 'employee':
      return vm.employee?.name ?? '–';
  }
}

/**
 * What a colleague changed meanwhile, part by part, old → new, with the planner's choice of what to
 * apply: their own or the colleague's (by default the colleague's wherever the planner left it).
 */
const StaleChoices = observer(function StaleChoices({
  vm,
  newer,
}: {
  vm: AppointmentFormViewModel;
  newer: Appointment;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const opened = vm.editing;
  if (!opened || vm.staleParts.length === 0) return null;
  return (
    <div className="agenda-form__stale">
      <p>{t('agenda.form.staleIntro')}</p>
      {vm.staleParts.map((part) => {
        const theirs = theirsText(part, newer, t, locale);
        return (
          <fieldset key={part} className="choice-group">
            <legend>
              {t('agenda.form.staleChange', {
                part: t(`agenda.form.staleParts.${part}`),
                before: theirsText(part, opened, t, locale),
                after: theirs,
              })}
            </legend>
            <label className="choice">
              <input
                type="radio"
                name={`stale-${part}`}
                checked={vm.staleChoice(part) === 'theirs'}
                onChange={() => vm.chooseStale(part, 'theirs')}
              />
              {t('agenda.form.keepTheirs', { value: theirs })}
            </label>
            <label className="choice">
              <input
                type="radio"
                name={`stale-${part}`}
                checked={vm.staleChoice(part) === 'mine'}
                onChange={() => vm.chooseStale(part, 'mine')}
              />
              {t('agenda.form.keepMine', { value: mineText(part, vm, t, locale) })}
            </label>
          </fieldset>
        );
      })}
    </div>
  );
});

/**
 * After a refused save the planner's attention goes where the work is (WCAG 3.3.1): to the first field
 * in error, or, when the refusal names no field shown (a clash), to the form's own message, scrolled
 * into view at the top of the dialog. Focus never falls out of the dialog.
 */
export function useFocusOnBookingRefusal(vm: AppointmentFormViewModel): {
  form: RefObject<HTMLFormElement | null>;
  summary: RefObject<HTMLDivElement | null>;
} {
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const refusals = vm.feedback.refusals;
  useEffect(() => {
    if (refusals === 0) return;
    const field = form.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], fieldset.field--invalid :is(input, [role="spinbutton"], button)',
    );
    const target = field ?? summary.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: field ? 'center' : 'start' });
  }, [refusals]);
  return { form, summary };
}

/**
 * Why the back office refused the booking, at the top of the form, in its own words; where it names
 * the appointment in the way, a button shows that appointment in the agenda while the form waits; where
 * a colleague changed the appointment meanwhile, how it now stands and a button to apply the planner's
 * changes to that version (nothing typed is lost either way).
 */
export const BookingRefusal = observer(function BookingRefusal({
  vm,
  summary,
}: {
  vm: AppointmentFormViewModel;
  summary: RefObject<HTMLDivElement | null>;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const { code, message } = vm.feedback;
  const other = vm.inTheWay[0];
  const newer = vm.newer;
  return (
    <div ref={summary} role="alert" tabIndex={-1} className="form-summary agenda-form__refusal">
      {code ? (
        <div className="form__error">
          <p>{t(errorKey('record.errors', 'save', code))}</p>
          {message ? <p>{message}</p> : null}
          {newer ? (
            <>
              <p>
                {t('agenda.form.newerNow', {
                  date: formatWeekdayDate(newer.start.toPlainDate(), locale),
                  from: formatClock(newer.start.toPlainTime()),
                  until: formatClock(newer.end.toPlainTime()),
                  who: newer.userName,
                  status: t(`appointments.statuses.${newer.status}`),
                })}
              </p>
              <StaleChoices vm={vm} newer={newer} />
              <button type="button" className="button button--small" onClick={() => void vm.applyToNewer()}>
                {t('agenda.form.applyToNewer')}
              </button>
            </>
          ) : null}
          {other ? (
            <button type="button" className="button button--small" onClick={vm.showInTheWay}>
              {other.start
                ? t('agenda.form.showInTheWayAt', {
                    date: formatWeekdayDate(other.start.toPlainDate(), locale),
                    time: formatClock(other.start.toPlainTime()),
                  })
                : t('agenda.form.showInTheWay')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});

/**
 * The free times of a clashing date for the same booking, as buttons that fill in the other time; while
 * they are asked for it says so, and when none is free or they could not be asked, it says that.
 */
const FreeTimes = observer(function FreeTimes({
  vm,
  date,
  label,
}: {
  vm: AppointmentFormViewModel;
  date: Temporal.PlainDate;
  label: string;
}) {
  const t = useT();
  const times = vm.freeTimes.get(date.toString());
  if (times === undefined) return null;
  if (times === 'loading')
    return (
      <output className="agenda-form__free-times-state" aria-live="polite">
        {t('agenda.form.seriesClashes.freeLoading', { date: label })}
      </output>
    );
  if (times === 'failed' || times.length === 0)
    return (
      <p className="agenda-form__free-times-state">
        {t(
          times === 'failed' ? 'agenda.form.seriesClashes.freeFailed' : 'agenda.form.seriesClashes.freeNone',
          {
            date: label,
          },
        )}
      </p>
    );
  return (
    <fieldset className="agenda-form__free-times">
      <legend>
        <span aria-hidden="true">{t('agenda.form.seriesClashes.freeShort')}</span>
        <span className="visually-hidden">{t('agenda.form.seriesClashes.free', { date: label })}</span>
      </legend>
      {times.map((time) => (
        <button
          key={time.start.toString()}
          type="button"
          className="button button--small button--secondary"
          aria-pressed={vm.isChosenTime(date, time)}
          onClick={() => vm.chooseFreeTime(date, time)}
        >
          {`${formatClock(time.start)}–${formatClock(time.end)}`}
        </button>
      ))}
    </fieldset>
  );
});

/** The dates already moved to another time that day, kept in sight, each to be put back. */
const MovedDates = observer(function MovedDates({ vm }: { vm: AppointmentFormViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const clashing = new Set(vm.clashingDates.map((occurrence) => occurrence.date.toString()));
  const moved = vm.movedDates.filter((entry) => !clashing.has(entry.date.toString()));
  if (moved.length === 0) return null;
  return (
    <>
      <h4 className="agenda-form__moved-heading">{t('agenda.form.seriesClashes.movedHeading')}</h4>
      <ul className="agenda-form__moved">
        {moved.map((entry) => {
          const date = formatWeekdayDate(entry.date, locale);
          return (
            <li key={entry.date.toString()}>
              {t('agenda.form.seriesClashes.moved', {
                date,
                start: formatClock(entry.start),
                end: formatClock(entry.end),
              })}{' '}
              <button
                type="button"
                className="button button--small button--link"
                onClick={() => vm.unmove(entry.date)}
              >
                {t('agenda.form.seriesClashes.unmove', { date })}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
});

/**
 * The dates of a new series that clash, as the back office answered the check of every date before
 * booking: listed under a heading in the form where the planner is looking, focus moved to it, with
 * the choice to leave them out and book the rest, or to change the series (which clears the list).
 */
export const SeriesClashes = observer(function SeriesClashes({ vm }: { vm: AppointmentFormViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const heading = useRef<HTMLHeadingElement>(null);
  const dates = vm.clashingDates;
  useEffect(() => {
    if (dates.length === 0) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [dates]);
  if (dates.length === 0) return null;
  return (
    <section className="form-summary agenda-form__series-clashes" aria-labelledby="series-clashes-heading">
      <h3 id="series-clashes-heading" ref={heading} tabIndex={-1}>
        {t('agenda.form.seriesClashes.heading', { count: dates.length })}
      </h3>
      <p>{t('agenda.form.seriesClashes.intro')}</p>
      <ul>
        {dates.map((occurrence) => {
          const clash = occurrence.clashes[0];
          const date = formatWeekdayDate(occurrence.date, locale);
          const key = occurrence.date.toString();
          const times = vm.otherTimes.get(key);
          return (
            <li key={key}>
              {clash
                ? t('agenda.form.seriesClashes.date', {
                    date,
                    name: clash.name,
                    title: clash.title,
                    time: formatClock(clash.start.toPlainTime()),
                  })
                : date}
              <fieldset className="agenda-form__other-time">
                <legend>{t('agenda.form.seriesClashes.otherTime', { date })}</legend>
                <FreeTimes vm={vm} date={occurrence.date} label={date} />
                <TimeField
                  id={`series-other-start-${key}`}
                  label={t('agenda.form.seriesClashes.start', { date })}
                  value={times?.start ?? null}
                  onValue={(time) => vm.setOtherTime(occurrence.date, 'start', time)}
                />
                <TimeField
                  id={`series-other-end-${key}`}
                  label={t('agenda.form.seriesClashes.end', { date })}
                  value={times?.end ?? null}
                  onValue={(time) => vm.setOtherTime(occurrence.date, 'end', time)}
                />
                <button
                  type="button"
                  className="button button--small"
                  aria-disabled={vm.feedback.busy || vm.otherTimeOf(occurrence.date) === null}
                  onClick={() => void vm.moveClashingAndBook(occurrence.date)}
                >
                  {t('agenda.form.seriesClashes.moveTo', { date })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <MovedDates vm={vm} />
      <button
        type="button"
        className="button button--small"
        aria-disabled={vm.feedback.busy}
        onClick={() => void vm.leaveOutClashingAndBook()}
      >
        {t('agenda.form.seriesClashes.leaveOut')}
      </button>
      <p>{t('agenda.form.seriesClashes.change')}</p>
    </section>
  );
});
