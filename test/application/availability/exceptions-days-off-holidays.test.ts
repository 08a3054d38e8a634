import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AddHolidayYear } from '../../../src/application/availability/add-holiday-year';
import { AddTimeConstraint } from '../../../src/application/availability/add-time-constraint';
import { SaveAgendaUserSettings } from '../../../src/application/availability/save-agenda-user-settings';
import { SaveHoliday } from '../../../src/application/availability/save-holiday';
import { SavePersonalDayOff } from '../../../src/application/availability/save-personal-day-off';
import { fail, ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import {
  FakeAgendaUserGateway,
  FakeHolidayGateway,
  FakePersonalDaysOffGateway,
  FakeScheduleGateway,
  PERSON,
  aHoliday,
  anAgendaUser,
  rejected,
} from './availability-fakes';

const date = (text: string) => Temporal.PlainDate.from(text);
const time = (text: string) => Temporal.PlainTime.from(text);

describe('an exception on one date', () => {
  it('sends a day off without times, whatever the form still holds', async () => {
    const gateway = new FakeScheduleGateway();
    const add = new AddTimeConstraint(gateway, new RecordingNotifier());
    await add.execute('sch-1', {
      date: date('2026-11-30'),
      kind: 'day-off',
      start: time('09:00'),
      end: null,
    });
    expect(gateway.constraintInputs).toEqual([
      { date: date('2026-11-30'), kind: 'day-off', start: null, end: null },
    ]);
  });

  it('refuses a shorter day without an end before sending, and hands on the server’s date message', async () => {
    const gateway = new FakeScheduleGateway();
    const add = new AddTimeConstraint(gateway, new RecordingNotifier());
    const local = await add.execute('sch-1', {
      date: null,
      kind: 'shorter',
      start: time('09:00'),
      end: null,
    });
    expect(local).toEqual(fail(expect.objectContaining({ fields: { date: 'required', end: 'required' } })));
    expect(gateway.calls).toEqual([]);

    gateway.constraintAnswer = fail(
      rejected(422, 'Ongeldig.', { date: ['Het rooster heeft op deze datum geen uren.'] }),
    );
    const server = await add.execute('sch-1', {
      date: date('2026-11-29'),
      kind: 'shorter',
      start: time('09:00'),
      end: time('12:00'),
    });
    expect(server).toEqual(
      fail(expect.objectContaining({ serverFields: { date: 'Het rooster heeft op deze datum geen uren.' } })),
    );
  });
});

describe('a personal day off', () => {
  it('is sent as the moments it spans, with its reason trimmed', async () => {
    const gateway = new FakePersonalDaysOffGateway();
    const save = new SavePersonalDayOff(gateway, new RecordingNotifier());
    await save.execute(null, PERSON, {
      startDate: date('2026-12-14'),
      startTime: time('00:00'),
      endDate: date('2026-12-17'),
      endTime: time('00:00'),
      reason: '  Cursus  ',
    });
    expect(gateway.inputs).toEqual([
      {
        userId: PERSON,
        start: Temporal.PlainDateTime.from('2026-12-14T00:00'),
        end: Temporal.PlainDateTime.from('2026-12-17T00:00'),
        reason: 'Cursus',
      },
    ]);
  });

  it('ends after it starts (spec section 5), or nothing is sent', async () => {
    const gateway = new FakePersonalDaysOffGateway();
    const save = new SavePersonalDayOff(gateway, new RecordingNotifier());
    const result = await save.execute('off-1', PERSON, {
      startDate: date('2026-12-14'),
      startTime: time('13:00'),
      endDate: date('2026-12-14'),
      endTime: time('09:00'),
      reason: '',
    });
    expect(result).toEqual(fail(expect.objectContaining({ fields: { endTime: 'end-before-start' } })));
    expect(gateway.calls).toEqual([]);
  });
});

describe('national holidays and agenda settings', () => {
  it('says how many of a year’s holidays were added, or that all were there', async () => {
    const gateway = new FakeHolidayGateway();
    const notifier = new RecordingNotifier();
    const add = new AddHolidayYear(gateway, notifier);
    gateway.addAnswer = ok({ added: 11, holidays: [aHoliday()] });
    await add.execute(2028);
    gateway.addAnswer = ok({ added: 0, holidays: [aHoliday()] });
    await add.execute(2028);
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'availability.notices.holidaysAdded', values: { count: 11, year: 2028 } },
      { type: 'info', title: 'availability.notices.holidaysComplete', values: { year: 2028 } },
    ]);
  });

  it('moves a holiday, or shows the server’s "taken" next to the date', async () => {
    const gateway = new FakeHolidayGateway();
    const save = new SaveHoliday(gateway, new RecordingNotifier());
    gateway.updateAnswer = fail(
      rejected(422, 'Ongeldig.', { date: ['Er is al een feestdag op 25 december 2028.'] }),
    );
    const result = await save.execute('hol-1', { date: date('2028-12-25'), name: 'Tweede kerstdag' });
    expect(result).toEqual(
      fail(expect.objectContaining({ serverFields: { date: 'Er is al een feestdag op 25 december 2028.' } })),
    );
    expect(await save.execute('hol-1', { date: null, name: ' ' })).toEqual(
      fail(expect.objectContaining({ fields: { date: 'required', name: 'required' } })),
    );
  });

  it('replaces the operations a person may not be booked for, each once', async () => {
    const gateway = new FakeAgendaUserGateway();
    const notifier = new RecordingNotifier();
    const result = await new SaveAgendaUserSettings(gateway, notifier).execute(anAgendaUser(), [
      'op-2',
      'op-2',
      'op-5',
    ]);
    expect(result.ok && result.value.disallowedOperationIds).toEqual(['op-2', 'op-5']);
    expect(gateway.calls).toEqual([`setDisallowedOperations ${PERSON} op-2,op-5`]);
    expect(notifier.notices[0]?.values).toEqual({ name: 'Kevin van Leeuwen' });
  });
});
