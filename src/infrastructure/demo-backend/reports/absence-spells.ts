import type { DemoState } from '../demo-backend';
import { amsterdamDate } from '../platform/amsterdam-time';
import { ABSENCE_TYPES } from '../people/people-scope';
import type { AbsenceSpell } from './recovery-figures';

/** A dossier of the absence group as a stretch of days off, with the dossier it comes from. */
export interface AbsenceDossierSpell extends AbsenceSpell {
  readonly dossierId: string;
}

/**
 * The absence spells of the absence group, for the recovery report and the absence export alike. A
 * closed dossier ended on the day its last task was done (the service closes the case when the
 * employee is back); one without a done task on its first day.
 */
export function absenceSpellsOf(state: DemoState): AbsenceDossierSpell[] {
  const lastDone = new Map<string, string>();
  for (const task of state.tasks) {
    if (!task.completedAt) continue;
    const day = amsterdamDate(Date.parse(task.completedAt));
    const known = lastDone.get(task.dossierId);
    if (!known || day > known) lastDone.set(task.dossierId, day);
  }
  return state.dossiers
    .filter((dossier) => ABSENCE_TYPES.has(dossier.type))
    .map((dossier) => {
      const done = lastDone.get(dossier.id);
      const end =
        dossier.status === 'open' ? null : done && done > dossier.startDate ? done : dossier.startDate;
      return { dossierId: dossier.id, employeeId: dossier.employeeId, start: dossier.startDate, end };
    });
}
