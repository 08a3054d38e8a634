import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Spell } from '../../../src/domain/legal-clock/absence-case';
import { casesOf, CONTINUES_WITHIN_DAYS } from '../../../src/domain/legal-clock/absence-case';
import type { SickReport } from '../../../src/domain/legal-clock/absence-reports';
import {
  caseOfNewSpell,
  recoveryProblems,
  REPORT_DAYS_BACK,
  SICK_REPORT_FIELDS,
  sickReportProblems,
  spellsAfterRecovery,
} from '../../../src/domain/legal-clock/absence-reports';

const date = (text: string) => Temporal.PlainDate.from(text);
const TODAY = date('2026-12-02');
const report = (changes: Partial<SickReport> = {}): SickReport => ({
  firstSickDay: TODAY,
  reachablePhone: '06 1234 5678',
  reachableAddress: '',
  expectedDuration: 'unknown',
  handover: '',
  safetyNet: false,
  workAccident: false,
  thirdPartyLiable: false,
  ...changes,
});

describe('the sick report', () => {
  it('has only the fields the Autoriteit Persoonsgegevens lets an employer record, none for a reason', () => {
    expect(SICK_REPORT_FIELDS).toEqual([
      'firstSickDay',
      'reachablePhone',
      'reachableAddress',
      'expectedDuration',
      'handover',
      'safetyNet',
      'workAccident',
      'thirdPartyLiable',
    ]);
  });

  it('takes a first sick day from today back to two weeks ago, never a day ahead or further back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), (offset) => {
        const day = TODAY.add({ days: offset });
        const problem = sickReportProblems(report({ firstSickDay: day }), TODAY, []).firstSickDay;
        if (offset > 0) expect(problem).toBe('in-the-future');
        else if (offset < -REPORT_DAYS_BACK) expect(problem).toBe('too-far-back');
        else expect(problem).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('names what is missing or wrong at its field', () => {
    expect(
      sickReportProblems(
        report({
          firstSickDay: null,
          reachablePhone: 'bel me',
          expectedDuration: null,
          handover: 'x'.repeat(1001),
        }),
        TODAY,
        [],
      ),
    ).toEqual({
      firstSickDay: 'required',
      reachablePhone: 'not-a-phone-number',
      expectedDuration: 'required',
      handover: 'too-long',
    });
    expect(sickReportProblems(report({ reachablePhone: ' ' }), TODAY, []).reachablePhone).toBe('required');
  });

  it('refuses a second report while the employee is still sick, or a day within a reported spell', () => {
    const running: Spell = { firstSickDay: date('2026-11-20'), recoveredOn: null };
    expect(sickReportProblems(report(), TODAY, [running]).firstSickDay).toBe('already-sick');
    const ended: Spell = { firstSickDay: date('2026-11-20'), recoveredOn: date('2026-11-25') };
    expect(
      sickReportProblems(report({ firstSickDay: date('2026-11-24') }), TODAY, [ended]).firstSickDay,
    ).toBe('overlaps');
    expect(sickReportProblems(report({ firstSickDay: date('2026-11-25') }), TODAY, [ended])).toEqual({});
  });

  it('continues the last case exactly when the new first sick day lies less than 28 days after its recovery', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 0, max: 60 }), (sick, gap) => {
        const start = date('2026-01-05');
        const recovered = start.add({ days: sick });
        const spells: Spell[] = [{ firstSickDay: start, recoveredOn: recovered }];
        const day = recovered.add({ days: gap });
        const { continues } = caseOfNewSpell(spells, day);
        expect(continues !== null).toBe(gap < CONTINUES_WITHIN_DAYS);
        // The domain's merging of spells says the same.
        expect(casesOf([...spells, { firstSickDay: day, recoveredOn: null }])).toHaveLength(
          continues ? 1 : 2,
        );
      }),
      { numRuns: 200 },
    );
  });
});

describe('the recovery report', () => {
  const running: Spell = { firstSickDay: date('2026-11-20'), recoveredOn: null };

  it('ends the running spell on the first healthy day, after the first sick day and not ahead of today', () => {
    expect(
      recoveryProblems({ recoveredOn: TODAY, kind: 'full', percentage: null }, TODAY, [running]),
    ).toEqual({});
    expect(
      recoveryProblems({ recoveredOn: TODAY.add({ days: 1 }), kind: 'full', percentage: null }, TODAY, [
        running,
      ]).recoveredOn,
    ).toBe('in-the-future');
    expect(
      recoveryProblems({ recoveredOn: date('2026-11-20'), kind: 'full', percentage: null }, TODAY, [running])
        .recoveredOn,
    ).toBe('before-sick');
    expect(spellsAfterRecovery([running], TODAY)).toEqual([
      { firstSickDay: running.firstSickDay, recoveredOn: TODAY },
    ]);
  });

  it('is refused for an employee who is not sick, and a partial one needs a part from 1 to 99 percent', () => {
    const ended: Spell = { firstSickDay: date('2026-11-20'), recoveredOn: date('2026-11-25') };
    expect(
      recoveryProblems({ recoveredOn: TODAY, kind: 'full', percentage: null }, TODAY, [ended]).recoveredOn,
    ).toBe('not-sick');
    for (const [percentage, problem] of [
      [null, 'required'],
      [0, 'out-of-range'],
      [100, 'out-of-range'],
      [12.5, 'out-of-range'],
      [50, undefined],
    ] as const)
      expect(
        recoveryProblems({ recoveredOn: TODAY, kind: 'partial', percentage }, TODAY, [running]).percentage,
      ).toBe(problem);
  });
});
