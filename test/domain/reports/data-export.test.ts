import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_KINDS,
  dataExportProblems,
  exportNeedsPeriod,
  MAX_EXPORT_PERIOD_DAYS,
} from '../../../src/domain/reports/data-export';

const day = (offset: number) => Temporal.PlainDate.from('2026-01-01').add({ days: offset });

describe('the data export’s own checks', () => {
  it('asks for an employer, and a period only of the kinds that cover one', () => {
    expect(dataExportProblems({ employerId: null, kind: 'employees', from: null, to: null })).toEqual({
      employer: 'required',
    });
    expect(dataExportProblems({ employerId: 'w-1', kind: 'appointments', from: null, to: day(3) })).toEqual({
      period: 'required',
    });
    expect(exportNeedsPeriod('employees')).toBe(false);
  });

  it('accepts exactly the periods whose end is not before the start and that span at most a year', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DATA_EXPORT_KINDS.filter(exportNeedsPeriod)),
        fc.integer({ min: -800, max: 800 }),
        fc.integer({ min: -800, max: 800 }),
        (kind, start, end) => {
          const problem = dataExportProblems({
            employerId: 'w-1',
            kind,
            from: day(start),
            to: day(end),
          }).period;
          const days = end - start + 1;
          const expected =
            end < start ? 'period-backwards' : days > MAX_EXPORT_PERIOD_DAYS ? 'period-too-long' : undefined;
          expect(problem).toBe(expected);
        },
      ),
    );
  });
});
