import type { DemoState } from '../demo-backend';
import { changesAfter } from '../agenda/agenda-changes';
import { nextWorkingDay } from '../dossiers/uwv-answers';
import { amsterdamDate, isoMoment } from '../platform/amsterdam-time';
import type { Kit } from '../platform/route-kit';
import { ABSENCE_TYPES } from '../people/people-scope';
import type { StoredDossier, StoredTask } from '../tasks/case-seed';
import { taskNamed } from '../tasks/task-names';

/** The task a no-show makes for the case manager, by its Dutch name (tasks/task-names.ts). */
export const NO_SHOW_TASK = 'Niet verschenen bij afspraak opvolgen';

/**
 * The case a no-show of the employee matters for: their open absence case (not coming to the
 * physician touches the employee's duties in re-integration, ../shared/domain/poortwachter.md), else
 * their newest open dossier; null when the employee has no open dossier.
 */
export function caseOfNoShow(state: Pick<DemoState, 'dossiers'>, employeeId: string): StoredDossier | null {
  const open = state.dossiers
    .filter((dossier) => dossier.employeeId === employeeId && dossier.status === 'open')
    .sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0));
  return open.find((dossier) => ABSENCE_TYPES.has(dossier.type)) ?? open[0] ?? null;
}

/** The follow-up task of one no-show, if the back office made one. */
export const followUpOf = (state: Pick<DemoState, 'tasks'>, appointmentId: string): StoredTask | null =>
  state.tasks.find((task) => task.noShowAppointmentId === appointmentId) ?? null;

/**
 * Follows the agenda's changes since the last call (DemoArea.tick): an appointment with an employee
 * marked a no-show makes one task for the owner of the employee's case, due the next working day,
 * never a second one for the same appointment (a no-show taken back and marked again keeps the first).
 * A no-show taken back before its task was done leaves the task to the case manager, who knows why.
 */
export function followNoShows(kit: Kit): void {
  const { state } = kit.store;
  if (state.noShowCursor === state.lastAgendaChange) return;
  const { changes, reset } = changesAfter(state, state.noShowCursor);
  const now = kit.now();
  kit.store.change((draft) => {
    // A log since reset or reseeded holds nothing followed yet: the follow-up starts from its end.
    if (!reset)
      for (const change of changes) {
        if (change.kind !== 'status' || change.appointment.status !== 'no_show') continue;
        const appointment = draft.appointments.find((candidate) => candidate.id === change.appointment.id);
        if (appointment?.status !== 'no_show' || !appointment.employeeId) continue;
        if (followUpOf(draft, appointment.id)) continue;
        const dossier = caseOfNoShow(draft, appointment.employeeId);
        if (!dossier) continue;
        draft.tasks.push({
          id: String(draft.nextTaskId),
          dossierId: dossier.id,
          title: taskNamed(NO_SHOW_TASK),
          status: 'open',
          dueDate: nextWorkingDay(amsterdamDate(now)),
          completedAt: null,
          assigneeId: dossier.ownerId,
          createdAt: isoMoment(now),
          noShowAppointmentId: appointment.id,
        });
        draft.nextTaskId += 1;
      }
    draft.noShowCursor = draft.lastAgendaChange;
  });
}
