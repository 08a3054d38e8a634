import { observer } from 'mobx-react-lite';
import type { PreviewBlock, PreviewDay } from '../../../application/availability/preview-availability';
import { formatDate, formatWeekdayDate } from '../../format';
import { useServices, useT } from '../../services-context';
import { holidayName, spanText } from './availability-texts';
import type { SchedulePreview } from './schedule-preview';

const same = (a: PreviewBlock, b: PreviewBlock) => a.start.equals(b.start) && a.end.equals(b.end);

/** One day: what is left of the plan, what was taken out (struck through) and by what. */
const PreviewDayCell = observer(function PreviewDayCell({ day }: { day: PreviewDay }) {
  const t = useT();
  const locale = useServices().locale.current;
  const struck = day.planned.filter((block) => !day.available.some((left) => same(left, block)));
  const kept = day.available;
  const nothing = kept.length === 0 && struck.length === 0;
  return (
    <li className={`preview-day${day.inPeriod ? '' : ' preview-day--outside'}`}>
      <span className="preview-day__date">{formatWeekdayDate(day.date, locale)}</span>
      <span className="preview-day__blocks">
        {kept.map((block) => (
          <span key={`kept-${block.start.toString()}`} className="preview-block">
            {spanText(block)}
          </span>
        ))}
        {struck.map((block) => (
          <del key={`struck-${block.start.toString()}`} className="preview-block preview-block--struck">
            {spanText(block)}
            <span className="visually-hidden"> {t('availability.preview.struck')}</span>
          </del>
        ))}
        {nothing ? (
          <span className="muted">
            {day.inPeriod ? t('availability.preview.none') : t('availability.preview.outside')}
          </span>
        ) : null}
      </span>
      {day.holiday ? (
        <span className="preview-day__reason preview-day__reason--holiday">
          {t('availability.preview.holiday', { name: holidayName(t, day.holiday) })}
        </span>
      ) : null}
      {day.daysOff.map((part) => (
        <span key={`${part.dayOffId}-${part.start.toString()}`} className="preview-day__reason">
          {t('availability.preview.dayOff', {
            span: part.end
              ? spanText({ start: part.start, end: part.end })
              : t('availability.preview.wholeDay'),
          })}
          {part.reason ? ` (${part.reason})` : null}
        </span>
      ))}
      {day.exceptions.map((exception) => (
        <span key={exception.id} className="preview-day__reason">
          {t(`availability.preview.exception.${exception.kind}`)}
          {exception.start && exception.end
            ? ` ${spanText({ start: exception.start, end: exception.end })}`
            : null}
        </span>
      ))}
    </li>
  );
});

/**
 * The preview of the next weeks: each day's blocks as the schedule stands in the form, with what a
 * national holiday, a personal day off or an exception takes struck through and named.
 */
export const SchedulePreviewPanel = observer(function SchedulePreviewPanel({
  preview,
}: {
  preview: SchedulePreview;
}) {
  const t = useT();
  const locale = useServices().locale.current;
  const weeks = preview.weeks;
  const { state } = preview.load;
  return (
    <section className="schedule-preview panel" aria-labelledby="schedule-preview-heading">
      <h2 id="schedule-preview-heading">{t('availability.preview.title')}</h2>
      <p>{t('availability.preview.intro')}</p>
      <div className="schedule-preview__nav">
        <button type="button" className="button button--secondary button--small" onClick={preview.earlier}>
          {t('availability.preview.earlier')}
        </button>
        <p className="schedule-preview__range" aria-live="polite">
          {state === 'loading'
            ? t('common.loading')
            : t('availability.preview.range', {
                from: formatDate(preview.from, locale),
                until: formatDate(preview.until, locale),
              })}
        </p>
        <button type="button" className="button button--secondary button--small" onClick={preview.later}>
          {t('availability.preview.later')}
        </button>
      </div>
      {state === 'failed' || state === 'not-found' ? (
        <div className="notice notice--warning" role="alert">
          <p>{t('availability.preview.failed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={preview.retry}>
            {t('record.state.retry')}
          </button>
        </div>
      ) : weeks.length === 0 ? (
        state === 'loading' ? null : (
          <p className="muted">{t('availability.preview.empty')}</p>
        )
      ) : (
        <div className="schedule-preview__weeks" aria-busy={state === 'loading'}>
          {weeks.map((week) => {
            const monday = week[0];
            if (!monday) return null;
            return (
              <section
                key={monday.date.toString()}
                className="preview-week"
                aria-labelledby={`preview-week-${monday.date.toString()}`}
              >
                <h3 className="preview-week__title" id={`preview-week-${monday.date.toString()}`}>
                  {t('availability.preview.week', { week: monday.date.weekOfYear ?? 0 })}
                </h3>
                <ol className="preview-week__days">
                  {week.map((day) => (
                    <PreviewDayCell key={day.date.toString()} day={day} />
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
});
