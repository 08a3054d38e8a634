import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatClock, formatDate } from '../../format';
import { useServices, useT } from '../../services-context';
import type { AppointmentsHitCheck } from './appointments-hit-check';

/**
 * The booked appointments a day off, an exception or a schedule change would hit, in the form, with the
 * way to move them (planning) and the choice to save anyway or not yet. Focus moves here when it
 * appears, so the planner hears what stopped the save.
 */
export const AppointmentsHitNotice = observer(function AppointmentsHitNotice({
  check,
  mayPlan,
  onSave,
}: {
  check: AppointmentsHitCheck;
  mayPlan: boolean;
  onSave: () => void;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const asking = check.asking;
  useEffect(() => {
    if (asking) ref.current?.focus();
  }, [asking]);
  if (!asking) return null;
  const unchecked = check.state === 'unchecked';
  return (
    <section ref={ref} tabIndex={-1} className="hits-notice" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {unchecked
          ? t('availability.hits.uncheckedTitle')
          : t('availability.hits.title', { count: check.hits.length })}
      </h3>
      {unchecked ? (
        <p>{t('availability.hits.unchecked')}</p>
      ) : (
        <>
          <ul className="hits-notice__list">
            {check.hits.map((hit) => (
              <li key={hit.id}>
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
              </li>
            ))}
          </ul>
          <p>
            {t('availability.hits.explain')}{' '}
            {mayPlan ? <Link to="/planning">{t('availability.hits.toPlanning')}</Link> : null}
          </p>
        </>
      )}
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={onSave}>
          {t('availability.hits.saveAnyway')}
        </button>
        <button type="button" className="button" onClick={check.reset}>
          {t('availability.hits.notYet')}
        </button>
      </div>
    </section>
  );
});
