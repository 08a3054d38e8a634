import { observer } from 'mobx-react-lite';
import { useT } from '../../services-context';
import type { LiveChanges, LiveMark } from './live-changes';
import './live-notice.css';

/** "Verplaatst door Anna de Vries": the mark on an appointment someone else just changed. */
export const liveMarkText = (t: ReturnType<typeof useT>, mark: LiveMark): string =>
  t(`agenda.live.mark.${mark.kind}`, { name: mark.name });

/**
 * The polite live region of a screen that follows others' changes: it says the newest one ("Anna de
 * Vries heeft een afspraak verplaatst"). Always in the page, so the words that arrive are heard; a new
 * change replaces the sentence's element, so the same words said again are heard again.
 */
export const LiveNotice = observer(function LiveNotice({ live }: { live: LiveChanges }) {
  const t = useT();
  const notice = live.notice;
  return (
    <output className="visually-hidden" aria-live="polite" aria-atomic="true">
      {notice ? (
        <span key={notice.serial}>{t(`agenda.live.said.${notice.kind}`, { name: notice.name })}</span>
      ) : null}
    </output>
  );
});

/** The mark on one appointment (a row of a list) while it is fresh; nothing otherwise. */
export const LiveMarkBadge = observer(function LiveMarkBadge({
  live,
  appointmentId,
}: {
  live: LiveChanges;
  appointmentId: string;
}) {
  const t = useT();
  const mark = live.markOf(appointmentId);
  return mark ? <span className="live-mark">{liveMarkText(t, mark)}</span> : null;
});
