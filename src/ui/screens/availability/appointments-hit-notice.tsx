import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { AppointmentHit } from '../../../application/availability/find-appointments-hit';
import { formatClock, formatDate } from '../../format';
import { useServices, useT } from '../../services-context';
import type { AppointmentsHitCheck } from './appointments-hit-check';

/**
 * The booked appointments a day off, an exception or a schedule change would hit, in the form, with the
 * way to move them (planning), to cancel the chosen ones (their employees told by e-mail unless the
 * planner says not to) and then save, to save anyway, or not yet. Focus moves here when it appears, so
 * the planner hears what stopped the save; what a cancellation did is said in place.
 */
export const AppointmentsHitNotice = observer(function AppointmentsHitNotice({
  check,
  mayPlan,
  onSave,
  onCancelAndSave,
}: {
  check: AppointmentsHitCheck;
  mayPlan: boolean;
  onSave: () => void;
  onCancelAndSave: () => void;
}) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  const ref = useRef<HTMLElement>(null);
  const asking = check.asking;
  useEffect(() => {
    if (asking) ref.current?.focus();
  }, [asking]);
  // The button pressed was disabled while cancelling; after a failure the planner is brought back here.
  const failures = check.failures;
  useEffect(() => {
    if (failures.size > 0) ref.current?.focus();
  }, [failures]);
  if (!asking) return null;
  const unchecked = check.state === 'unchecked';
  const busy = check.cancelling;
  const chosen = check.chosen.size;
  const { done } = check;
  return (
    <section ref={ref} tabIndex={-1} className="hits-notice" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {unchecked
          ? t('availability.hits.uncheckedTitle')
          : t('availability.hits.title', { count: check.hits.length })}
      </h3>
      <output className="hits-notice__done" aria-live="polite">
        {[
          done.cancelled > 0
            ? t('availability.hits.done', { count: done.cancelled, mailed: done.mailed.size })
            : '',
          check.failures.size > 0 ? t('availability.hits.failed', { count: check.failures.size }) : '',
        ]
          .filter(Boolean)
          .join('. ')}
      </output>
      {unchecked ? (
        <p>{t('availability.hits.unchecked')}</p>
      ) : (
        <>
          <fieldset className="hits-notice__choice" disabled={busy}>
            <legend>{t('availability.hits.choose')}</legend>
            <ul className="hits-notice__list">
              {check.hits.map((hit) => (
                <HitChoice key={hit.id} hit={hit} check={check} failureId={`${id}-${hit.id}`} />
              ))}
            </ul>
          </fieldset>
          {check.anyEmployee ? (
            <label className="choice hits-notice__email">
              <input
                type="checkbox"
                checked={check.email}
                disabled={busy}
                onChange={(event) => check.setEmail(event.target.checked)}
              />
              <span>{t('availability.hits.email')}</span>
            </label>
          ) : null}
          <p>
            {t('availability.hits.explain')}{' '}
            {mayPlan ? <Link to="/planning">{t('availability.hits.toPlanning')}</Link> : null}
          </p>
        </>
      )}
      <div className="form__actions">
        {unchecked ? null : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || chosen === 0}
            onClick={onCancelAndSave}
          >
            {busy
              ? t('availability.hits.cancelling')
              : t('availability.hits.cancelAndSave', { count: chosen })}
          </button>
        )}
        <button
          type="button"
          className={unchecked ? 'button button--primary' : 'button'}
          disabled={busy}
          onClick={onSave}
        >
          {t('availability.hits.saveAnyway')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={check.reset}>
          {t('availability.hits.notYet')}
        </button>
      </div>
    </section>
  );
});

/** One appointment hit, as the reader may see it, to choose for cancelling; why a cancellation failed. */
const HitChoice = observer(function HitChoice({
  hit,
  check,
  failureId,
}: {
  hit: AppointmentHit;
  check: AppointmentsHitCheck;
  failureId: string;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const failed = check.failures.has(hit.id);
  const message = check.failures.get(hit.id) ?? null;
  return (
    <li>
      <label className="choice">
        <input
          type="checkbox"
          checked={check.chosen.has(hit.id)}
          aria-describedby={failed ? failureId : undefined}
          onChange={(event) => check.choose(hit.id, event.target.checked)}
        />
        <span>
          <span className="hits-notice__when">
            {t('availability.hits.when', {
              date: formatDate(hit.start.toPlainDate(), locale),
              start: formatClock(hit.start.toPlainTime()),
              end: formatClock(hit.end.toPlainTime()),
            })}
          </span>{' '}
          {hit.employeeName
            ? t('availability.hits.withEmployee', { title: hit.title, employee: hit.employeeName })
            : hit.title}
        </span>
      </label>
      {failed ? (
        <p className="hits-notice__failure" id={failureId}>
          {message
            ? t('availability.hits.notCancelled', { message })
            : t('availability.hits.notCancelledUnknown')}
        </p>
      ) : null}
    </li>
  );
});
