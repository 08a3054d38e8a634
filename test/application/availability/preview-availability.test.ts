import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { PreviewAvailability, previewOf } from '../../../src/application/availability/preview-availability';
import { fail } from '../../../src/domain/shared/result';
import {
  FakeAvailabilityGateway,
  PERSON,
  aHoliday,
  aPattern,
  aSchedule,
  anException,
} from './availability-fakes';

const date = (text: string) => Temporal.PlainDate.from(text);
const time = (text: string) => Temporal.PlainTime.from(text);
const spans = (blocks: readonly { start: Temporal.PlainTime; end: Temporal.PlainTime }[]) =>
  blocks.map((block) => `${block.start.toString().slice(0, 5)}-${block.end.toString().slice(0, 5)}`);

describe('the preview of a schedule', () => {
  // Mondays 09:00-17:00 from 2 November 2026; the weeks of 23 November to 20 December.
  const schedule = aSchedule({ validFrom: date('2026-11-02') });

  it('shows the planned blocks, and strikes what a holiday takes', () => {
    const pattern = aPattern(date('2026-12-21'), 1, {
      '2026-12-21': { holiday: aHoliday({ date: date('2026-12-21') }) },
    });
    const [monday] = previewOf(schedule, pattern, []);
    expect(spans(monday?.planned ?? [])).toEqual(['09:00-17:00']);
    expect(monday?.available).toEqual([]);
    expect(monday?.holiday?.name).toBe('Eerste kerstdag');
  });

  it('takes a part of a day off out of the block, and a whole day off all of it', () => {
    const pattern = aPattern(date('2026-11-23'), 2, {
      '2026-11-23': { daysOff: [{ dayOffId: 'off-1', start: time('13:00'), end: null, reason: 'Tandarts' }] },
      '2026-11-30': { daysOff: [{ dayOffId: 'off-2', start: time('00:00'), end: null, reason: '' }] },
    });
    const days = previewOf(schedule, pattern, []);
    expect(spans(days[0]?.available ?? [])).toEqual(['09:00-13:00']);
    expect(days[7]?.available).toEqual([]);
  });

  it('applies only the exceptions of its own date, and says which days lie outside the schedule', () => {
    const pattern = aPattern(date('2026-10-26'), 2);
    const days = previewOf(schedule, pattern, [
      anException({ date: date('2026-11-02'), kind: 'shorter', start: time('10:00'), end: time('12:00') }),
    ]);
    expect(days[0]?.inPeriod).toBe(false);
    expect(spans(days[7]?.available ?? [])).toEqual(['10:00-12:00']);
    expect(days[7]?.exceptions).toHaveLength(1);
    expect(days[8]?.exceptions).toEqual([]);
  });

  it('asks the server for the weeks from the Monday it is given, and reads a failure as such', async () => {
    const gateway = new FakeAvailabilityGateway();
    const preview = new PreviewAvailability(gateway);
    const found = await preview.weeks(PERSON, date('2026-11-25'), 'sch-1');
    expect(found.ok && found.value.from).toEqual(date('2026-11-23'));
    gateway.held = [];
    const controller = new AbortController();
    const pending = preview.weeks(PERSON, date('2026-11-25'), null, controller.signal);
    controller.abort();
    gateway.held[0]?.resolve(fail({ kind: 'network', told: true }));
    expect(await pending).toEqual(fail('load.unavailable'));
  });
});
