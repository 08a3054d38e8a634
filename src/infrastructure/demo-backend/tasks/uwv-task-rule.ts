import type { UwvKind } from '../dossiers/dossier-file-state';
import { uwvMessagesOf } from '../dossiers/uwv-message-seed';
import { amsterdamDate, amsterdamMoment, dayNumber, isoDate, isoMoment } from '../platform/amsterdam-time';
import type { StoredDossier, StoredTask } from './case-seed';

/**
 * The tasks that ask for a message to the UWV, by their Dutch name: such a task is done exactly when
 * that message of its dossier was accepted, and open again when the UWV rejected it or it was never
 * sent. Other tasks about the UWV (asking for an expert opinion, a hearing) have no message of their
 * own in the dossier.
 */
export const UWV_MESSAGE_ASKED_BY: Readonly<Record<string, UwvKind>> = {
  '42e-weeksmelding UWV doen': 'week_42_report',
  'WIA-aanvraag voorbereiden': 'wia_application',
  'ZW-melding UWV controleren': 'sick_report',
  'Zwangerschapsverlof doorgeven aan UWV': 'pregnancy_leave_application',
  'WAZO-aanvraag controleren': 'pregnancy_leave_application',
  'Herbeoordeling UWV opvolgen': 'wga_reassessment',
};

export const uwvMessageAskedBy = (task: Pick<StoredTask, 'title'>): UwvKind | null =>
  UWV_MESSAGE_ASKED_BY[task.title.nl] ?? null;

const HOUR_MS = 3_600_000;

/**
 * Makes the seeded tasks of open dossiers agree with the UWV messages their dossiers will hold: a
 * task whose message was accepted is completed the day after it was sent; one whose message was
 * rejected or never sent is open; one whose message is still waiting for an answer stays as it was.
 * Cancelled tasks and closed dossiers are left as they are.
 */
export function agreeWithUwvMessages(
  dossiers: readonly StoredDossier[],
  tasks: StoredTask[],
  seedTime: number,
): void {
  const today = dayNumber(amsterdamDate(seedTime));
  const open = new Map(
    dossiers.filter((dossier) => dossier.status === 'open').map((dossier) => [dossier.id, dossier]),
  );
  const messages = new Map<string, ReturnType<typeof uwvMessagesOf>>();
  for (const task of tasks) {
    const kind = uwvMessageAskedBy(task);
    const dossier = open.get(task.dossierId);
    if (!kind || !dossier || task.status === 'cancelled') continue;
    let sent = messages.get(dossier.id);
    if (!sent) {
      sent = uwvMessagesOf(dossier, dayNumber(dossier.startDate), today, today);
      messages.set(dossier.id, sent);
    }
    const ofKind = sent.filter((message) => message.kind === kind);
    const accepted = ofKind.find((message) => message.status === 'accepted');
    if (accepted) {
      const answered = amsterdamMoment(
        isoDate(dayNumber(accepted.sentOn) + 1),
        9 * 60 + (Number(task.id) % 480),
      );
      const at = Math.min(
        Math.max(Date.parse(answered), Date.parse(task.createdAt) + HOUR_MS),
        seedTime - 60_000,
      );
      task.status = 'completed';
      task.completedAt = isoMoment(at);
    } else if (!ofKind.some((message) => message.status === 'sent')) {
      task.status = 'open';
      task.completedAt = null;
    }
  }
}
