import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { TimeField } from '../../components/form/date-field';
import { errorKey } from '../../error-key';
import { formatClock, formatWeekdayDate } from '../../format';
import { useServices, useT } from '../../services-context';
import type { AppointmentFormViewModel } from './appointment-form-view-model';

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
