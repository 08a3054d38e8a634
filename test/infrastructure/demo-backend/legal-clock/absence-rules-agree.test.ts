import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ABSENCE_DOSSIER_TYPES } from '../../../../src/domain/dossiers/dossier-type';
import type { Spell } from '../../../../src/domain/legal-clock/absence-case';
import type { SickReport } from '../../../../src/domain/legal-clock/absence-reports';
import {
  caseOfNewSpell,
  EXPECTED_DURATIONS,
  recoveryProblems,
  sickReportProblems,
} from '../../../../src/domain/legal-clock/absence-reports';
import {
  continuesCase,
  recoveryVerdicts,
  sickReportVerdicts,
} from '../../../../src/infrastructure/demo-backend/legal-clock/absence-rules';
import { ABSENCE_TYPES } from '../../../../src/infrastructure/demo-backend/people/people-scope';

// The demo backend repeats the back office's rules for the absence reports; here they meet the domain's.

const TODAY = Temporal.PlainDate.from('2026-06-15');
const VERDICT_OF: Record<string, string> = {
  required: 'required',
  'in-the-future': 'inFuture',
  'too-far-back': 'tooFarBack',
  'too-long': 'tooLong',
  'not-a-phone-number': 'notAPhone',
  'already-sick': 'alreadySick',
  overlaps: 'overlaps',
  'before-sick': 'beforeSick',
  'not-sick': 'notSick',
  'out-of-range': 'outOfRange',
};

/** Spells one after the other before today, the last one maybe still running. */
const anySpells = fc
  .tuple(
    fc.array(fc.record({ sick: fc.integer({ min: 1, max: 20 }), healthy: fc.integer({ min: 1, max: 40 }) }), {
      maxLength: 3,
    }),
    fc.boolean(),
  )
  .map(([parts, running]) => {
    const spells: Spell[] = [];
    let day = TODAY.subtract({ days: 60 });
    for (const part of parts) {
      spells.push({ firstSickDay: day, recoveredOn: day.add({ days: part.sick }) });
      day = day.add({ days: part.sick + part.healthy });
    }
    const last = spells.at(-1);
    if (running && last) spells[spells.length - 1] = { ...last, recoveredOn: null };
    return spells;
  });
const stored = (spells: readonly Spell[]) =>
  spells.map((spell) => ({
    firstSickDay: spell.firstSickDay.toString(),
    recoveredOn: spell.recoveredOn?.toString() ?? null,
  }));
const mapped = (problems: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, VERDICT_OF[problem ?? '']]));

const anyReport: fc.Arbitrary<SickReport> = fc.record({
  firstSickDay: fc.option(fc.integer({ min: -70, max: 5 }).map((offset) => TODAY.add({ days: offset }))),
  reachablePhone: fc.constantFrom('', ' ', '06 1234 5678', '+31 (0)30-123 4567', 'bel mij', '1'.repeat(25)),
  reachableAddress: fc.constantFrom('', 'Dorpsstraat 1, Zeist', 'x'.repeat(201)),
  expectedDuration: fc.option(fc.constantFrom(...EXPECTED_DURATIONS)),
  handover: fc.constantFrom('', 'Overleg donderdag', 'x'.repeat(1001)),
  safetyNet: fc.boolean(),
  workAccident: fc.boolean(),
  thirdPartyLiable: fc.boolean(),
});

describe('the demo backend’s absence rules', () => {
  it('refuse a sick report exactly where the domain does, with the same reason', () => {
    fc.assert(
      fc.property(anyReport, anySpells, (report, spells) => {
        const body = {
          ...report,
          firstSickDay: report.firstSickDay?.toString() ?? null,
          expectedDuration: report.expectedDuration,
        };
        expect(sickReportVerdicts(body, TODAY.toString(), stored(spells))).toEqual(
          mapped(sickReportProblems(report, TODAY, spells)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('refuse a recovery exactly where the domain does', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -70, max: 5 }).map((offset) => TODAY.add({ days: offset }))),
        fc.constantFrom('full' as const, 'partial' as const),
        fc.option(fc.constantFrom(0, 1, 50, 99, 100, 12.5)),
        anySpells,
        (recoveredOn, kind, percentage, spells) => {
          const body = { recoveredOn: recoveredOn?.toString() ?? null, kind, percentage };
          expect(recoveryVerdicts(body, TODAY.toString(), stored(spells))).toEqual(
            mapped(recoveryProblems({ recoveredOn, kind, percentage }, TODAY, spells)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('continue the last case exactly when the domain’s 28-day rule does', () => {
    fc.assert(
      fc.property(anySpells, fc.integer({ min: 0, max: 60 }), (spells, ahead) => {
        fc.pre(spells.length > 0 && spells.every((spell) => spell.recoveredOn !== null));
        const day = TODAY.subtract({ days: 60 }).add({ days: ahead + 60 });
        const lastCase = { spells: stored(spells) };
        expect(continuesCase(lastCase, day.toString()) !== null).toBe(
          caseOfNewSpell(spells, day).continues !== null,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('puts the same dossier types on the legal clock as the domain', () => {
    expect([...ABSENCE_TYPES].sort()).toEqual([...ABSENCE_DOSSIER_TYPES].sort());
  });
});
