import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '../../../src/domain/agenda/appointment';
import type { AttendanceFact } from '../../../src/domain/consultations/attendance';
import {
  attendanceOf,
  attendancePeriodProblem,
  monthsBetween,
} from '../../../src/domain/consultations/attendance';

const month = fc
  .record({ year: fc.integer({ min: 2024, max: 2027 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month: number }) => `${year}-${String(number).padStart(2, '0')}`);
const fact: fc.Arbitrary<AttendanceFact> = fc.record({
  employerId: fc.constantFrom('1', '2', '3'),
  employerName: fc.constantFrom('Bakkerij', 'Transport'),
  month,
  status: fc.constantFrom(...APPOINTMENT_STATUSES),
});
const count = (facts: readonly AttendanceFact[], statuses: readonly string[]) =>
  facts.filter((one) => statuses.includes(one.status)).length;

describe('the attendance at appointments', () => {
  it('counts every held, missed and cancelled appointment exactly once, and nothing without an outcome', () => {
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 60 }), (facts) => {
        const { rows, total } = attendanceOf(facts);
        expect(total.held).toBe(count(facts, ['arrived', 'completed']));
        expect(total.noShows).toBe(count(facts, ['no_show']));
        expect(total.cancelled).toBe(count(facts, ['cancelled']));
        expect(rows.reduce((sum, row) => sum + row.held + row.noShows + row.cancelled, 0)).toBe(
          total.held + total.noShows + total.cancelled,
        );
        for (const row of rows) expect(row.held + row.noShows + row.cancelled).toBeGreaterThan(0);
        const keys = rows.map((row) => `${row.employerId} ${row.month}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 200 },
    );
  });

  it('gives the no-shows’ share of the appointments that were due, between 0 and 100, none when none were due', () => {
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 40 }), (facts) => {
        for (const row of [...attendanceOf(facts).rows, attendanceOf(facts).total]) {
          const due = row.held + row.noShows;
          if (due === 0) expect(row.noShowPercentage).toBeNull();
          else expect(row.noShowPercentage).toBeCloseTo((row.noShows / due) * 100, 1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reports whole months forwards, at most 24, none still to come', () => {
    expect(attendancePeriodProblem('2026-01', '2026-06', '2026-12')).toBeNull();
    expect(attendancePeriodProblem('2026-6', '2026-06', '2026-12')).toBe('attendance.month-invalid');
    expect(attendancePeriodProblem('2026-07', '2026-06', '2026-12')).toBe('attendance.period-backwards');
    expect(attendancePeriodProblem('2024-01', '2026-01', '2026-12')).toBe('attendance.period-too-long');
    expect(attendancePeriodProblem('2026-11', '2027-01', '2026-12')).toBe('attendance.period-in-future');
    fc.assert(
      fc.property(month, month, (from, until) => {
        const months = monthsBetween(from, until);
        const problem = attendancePeriodProblem(from, until, '2027-12');
        expect(problem === null).toBe(months >= 1 && months <= 24);
      }),
      { numRuns: 200 },
    );
  });
});
