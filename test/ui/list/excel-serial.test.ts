import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { serialOfDate, serialOfDateTime } from '../../../src/ui/list/excel-serial';

/** A serial number read back as a spreadsheet reads it: whole days after 1899-12-30, the fraction the time. */
function readSerial(serial: number): Temporal.PlainDateTime {
  const days = Math.floor(serial);
  const milliseconds = Math.round((serial - days) * 86_400_000);
  return Temporal.PlainDate.from('1899-12-30').add({ days }).toPlainDateTime().add({ milliseconds });
}

/** Any moment of a day the 1900 date system holds, to the millisecond. */
const dateTimes = fc
  .date({
    min: new Date('1900-03-01T00:00:00.000Z'),
    max: new Date('9999-12-31T23:59:59.999Z'),
    noInvalidDate: true,
  })
  .map((date) =>
    Temporal.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO('UTC').toPlainDateTime(),
  );

describe('a date as a spreadsheet serial number', () => {
  it('counts days as spreadsheets do, from the first of March 1900 to the last day of 9999', () => {
    expect(serialOfDate(Temporal.PlainDate.from('1900-03-01'))).toBe(61);
    expect(serialOfDate(Temporal.PlainDate.from('2024-01-01'))).toBe(45_292);
    expect(serialOfDate(Temporal.PlainDate.from('9999-12-31'))).toBe(2_958_465);
    expect(serialOfDateTime(Temporal.PlainDateTime.from('2026-12-02T09:00'))).toBe(46_358.375);
  });

  it('gives no serial for a day the 1900 date system counts wrong or cannot hold', () => {
    for (const day of ['1899-12-31', '1900-01-01', '1900-02-28', '+010000-01-01'])
      expect(serialOfDate(Temporal.PlainDate.from(day))).toBeNull();
    expect(serialOfDateTime(Temporal.PlainDateTime.from('1900-02-28T12:00'))).toBeNull();
  });

  it('brings any date-time back to the millisecond when a spreadsheet reads its serial', () => {
    fc.assert(
      fc.property(dateTimes, (dateTime) => {
        const serial = serialOfDateTime(dateTime);
        expect(serial).not.toBeNull();
        expect(readSerial(serial ?? Number.NaN).equals(dateTime)).toBe(true);
        expect(serialOfDate(dateTime.toPlainDate())).toBe(Math.floor(serial ?? Number.NaN));
      }),
    );
  });
});
