import { changesAfter } from '../agenda/agenda-changes';
import type { Kit } from '../platform/route-kit';

/**
 * A booking of a waiting employee for the operation they wait for ends their wait, however it was
 * made (from a freed time's offer, in /planning, in the agenda's form): the back office follows the
 * agenda's changes like any reader of its feed and takes them off the list. Run before every call
 * and after every change (DemoArea.tick); cheap when the agenda did not move.
 */
export function followBookings(kit: Kit): void {
  const { state } = kit.store;
  if (state.waitlistCursor === state.lastAgendaChange) return;
  const { changes, reset } = changesAfter(state, state.waitlistCursor);
  const booked = reset
    ? state.appointments.filter((appointment) => appointment.status !== 'cancelled')
    : changes
        .filter((change) => change.kind === 'booked' && change.appointment.status !== 'cancelled')
        .map((change) => change.appointment);
  const ended = new Set(
    state.waitlist
      .filter((entry) =>
        booked.some(
          (appointment) =>
            appointment.employeeId === entry.employeeId &&
            appointment.operationId === entry.operationId &&
            appointment.createdAt >= entry.addedAt,
        ),
      )
      .map((entry) => entry.id),
  );
  kit.store.change((draft) => {
    draft.waitlistCursor = draft.lastAgendaChange;
    if (ended.size > 0) draft.waitlist = draft.waitlist.filter((entry) => !ended.has(entry.id));
  });
}
