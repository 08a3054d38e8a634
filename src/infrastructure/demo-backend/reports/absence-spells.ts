import type { DemoState } from '../demo-backend';
import { addDays } from '../platform/amsterdam-time';
import { ABSENCE_TYPES } from '../people/people-scope';
import type { StoredDossier, StoredSpell } from '../tasks/case-seed';
import type { AbsenceSpell } from './recovery-figures';

/** A spell of illness of an absence-group dossier as a stretch of days off, with the dossier it is of. */
export interface AbsenceDossierSpell extends AbsenceSpell {
  readonly dossierId: string;
}

/**
 * The dossier's spells as it keeps them; for one without (none is seeded so), a single spell from its
 * start up to the day it closed.
 */
function spellsOf(dossier: StoredDossier): readonly StoredSpell[] {
  if (dossier.spells.length > 0) return dossier.spells;
  const recoveredOn = dossier.status === 'open' ? null : (dossier.endDate ?? addDays(dossier.startDate, 1));
  return [{ firstSickDay: dossier.startDate, recoveredOn }];
}

/**
 * The spells of illness of the absence group, for the recovery report and the absence export alike:
 * the spells each dossier keeps (tasks/case-seed.ts), so both agree with the dossiers. A spell runs
 * from its first sick day to its last day off, the day before the employee recovered; the end is null
 * while it runs. An interrupted case gives a spell for each stretch of illness.
 */
export function absenceSpellsOf(state: DemoState): AbsenceDossierSpell[] {
  return state.dossiers
    .filter((dossier) => ABSENCE_TYPES.has(dossier.type))
    .flatMap((dossier) =>
      spellsOf(dossier).map((spell) => ({
        dossierId: dossier.id,
        employeeId: dossier.employeeId,
        start: spell.firstSickDay,
        end:
          spell.recoveredOn === null
            ? null
            : spell.recoveredOn > spell.firstSickDay
              ? addDays(spell.recoveredOn, -1)
              : spell.firstSickDay,
      })),
    );
}
