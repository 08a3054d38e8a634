import { when } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import { FakeAvailabilityGateway } from '../../../application/availability/availability-fakes';
import { FixedClock } from '../../../support/task-fakes';
import type { Clock } from '../../../../src/application/platform/clock';
import { describe, expect, it } from 'vitest';
import type { AgendaDay } from '../../../../src/application/agenda/agenda-context';
import type { AgendaGateway, AppointmentInput } from '../../../../src/application/agenda/agenda-gateway';
import { BookAppointment } from '../../../../src/application/agenda/book-appointment';
import type { RecurrenceRule } from '../../../../src/domain/agenda/recurrence';
import { seriesOccurrences } from '../../../../src/domain/agenda/recurrence';
import { fail, ok } from '../../../../src/domain/shared/result';
import type { BookingContext } from '../../../../src/ui/screens/agenda/appointment-form-view-model';
import { AppointmentFormViewModel } from '../../../../src/ui/screens/agenda/appointment-form-view-model';
import { FakeScheduler } from '../../../support/fake-scheduler';
import { RecordingNotifier } from '../../../support/fakes';
import { aColumn, anAppointment, FakeAgendaGateway } from '../../../application/agenda/agenda-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Until a clashing date's free times are answered (their search loads with the first such date). */
const answered = (form: AppointmentFormViewModel, date: string) =>
  when(() => form.freeTimes.has(date) && form.freeTimes.get(date) !== 'loading', { timeout: 5000 });
const at = (text: string) => Temporal.PlainDateTime.from(text);

class BookingGateway extends FakeAgendaGateway {
  readonly created: { input: AppointmentInput; recurrence: RecurrenceRule | null }[] = [];
  refuse: string | null = null;
  inTheWay: { id: string; start: string | null }[] | undefined = undefined;
  override create = (input: AppointmentInput, recurrence: RecurrenceRule | null) => {
    this.created.push({ input, recurrence });
    if (this.refuse)
      return Promise.resolve(
        fail({
          kind: 'rejected' as const,
          status: 409,
          message: this.refuse,
          code: 'appointment_clash',
          fieldErrors: {},
          ...(this.inTheWay ? { inTheWay: this.inTheWay } : {}),
          told: false,
        }),
      );
    return Promise.resolve(ok({ appointment: anAppointment({ id: 'new' }), created: recurrence ? 3 : 1 }));
  };
  /** Dates the back office's check finds taken at the series' own time, each by the same other appointment. */
  clashingOn: string[] = [];
  override checkCreate = (input: AppointmentInput, recurrence: RecurrenceRule | null) => {
    const occurrences = recurrence
      ? seriesOccurrences(recurrence, { date: input.date, start: input.startTime, end: input.endTime })
      : [
          {
            date: input.date,
            start: input.date.toZonedDateTime({ timeZone: 'Europe/Amsterdam', plainTime: input.startTime }),
          },
        ];
    return Promise.resolve(
      ok(
        occurrences.map(({ date, start }) => ({
          date,
          clashes:
            this.clashingOn.includes(date.toString()) && start.toPlainTime().equals(input.startTime)
              ? [
                  {
                    appointmentId: 'a-9',
                    on: 'user' as const,
                    name: 'Dr. A. Bakker',
                    title: 'Afspraak (afgeschermd)',
                    start: date.toZonedDateTime({ timeZone: 'Europe/Amsterdam', plainTime: input.startTime }),
                  },
                ]
              : [],
        })),
      ),
    );
  };
  override employees = (search: string) =>
    Promise.resolve(
      ok([
        {
          id: 'e-7',
          name: `Eva ${search}`,
          employerId: 'er-1',
          employerName: 'Bakkerij',
          openDossierId: null,
        },
      ]),
    );
}

/** The morning the series of November 2025 is planned. */
const NOVEMBER_FIRST: Clock = {
  now: () => Temporal.ZonedDateTime.from('2025-11-01T08:00[Europe/Amsterdam]'),
  today: () => Temporal.PlainDate.from('2025-11-01'),
};

function setUp(day: AgendaDay | null = null, writesNotes = true) {
  const gateway = new BookingGateway();
  const availability = new FakeAvailabilityGateway();
  const scheduler = new FakeScheduler();
  const saved: string[] = [];
  const shown: string[] = [];
  const context: BookingContext = {
    columns: () => [
      aColumn({ id: 'u-1', name: 'Dr. A. Bakker', locationIds: ['loc-1', 'loc-2'] }),
      aColumn({
        id: 'room-1',
        kind: 'room',
        name: 'Spreekkamer 1',
        locationIds: ['loc-1'],
        detail: 'Utrecht',
      }),
      aColumn({ id: 'room-2', kind: 'room', name: 'Kamer 2', locationIds: ['loc-2'], detail: 'Zeist' }),
    ],
    operations: () => [{ id: 'op-1', name: { nl: 'Spreekuur', en: 'Consult' }, durationMinutes: 45 }],
    operationsState: () => 'ready',
    retryOperations: () => undefined,
    booked: () => gateway.rows,
    dayOf: () => day,
    writesNotes: () => writesNotes,
    showInAgenda: (other) => shown.push(`${other.id} ${other.start?.toPlainDateTime().toString() ?? '?'}`),
  };
  const form = new AppointmentFormViewModel(
    new BookAppointment(gateway, availability, NOVEMBER_FIRST, new RecordingNotifier()),
    gateway,
    scheduler,
    context,
    null,
    (appointment) => saved.push(appointment.id),
  );
  return { gateway, availability, scheduler, form, saved, shown };
}

/** A weekly series of four on Wednesdays from 5 November 2025, saved. */
function saveWeeklySeriesOfFour(form: AppointmentFormViewModel): Promise<boolean> {
  form.startIn(aColumn({ id: 'u-1' }), at('2025-11-05T14:00'), at('2025-11-05T14:30'));
  form.setOperation('op-1');
  form.setRepeat(true);
  form.setCount('4');
  return form.save();
}

describe('the booking form', () => {
  it('is not sent while a typed name is not chosen from those found, and says so at the field', async () => {
    const { form, gateway } = setUp();
    form.startIn(aColumn({ id: 'u-1' }), at('2025-11-05T14:00'), at('2025-11-05T14:30'));
    form.setOperation('op-1');
    form.employees.setText('bakk');
    expect(await form.save()).toBe(false);
    expect(gateway.created).toEqual([]);
    expect(form.feedback.problemOf('employeeId')).toBe('not-chosen');
    form.employees.setText('');
    expect(await form.save()).toBe(true);
  });

  it('closes at once while nothing was changed, and asks first once something was', () => {
    const { form } = setUp();
    form.startIn(aColumn({ id: 'u-1' }), at('2025-11-05T14:00'), at('2025-11-05T14:30'));
    let closed = 0;
    form.requestClose(() => (closed += 1));
    expect(closed).toBe(1);
    expect(form.discardAsked).toBe(false);
    form.setOperation('op-1');
    form.requestClose(() => (closed += 1));
    expect(closed).toBe(1);
    expect(form.discardAsked).toBe(true);
    form.keepEditing();
    expect(form.discardAsked).toBe(false);
    expect(form.operationId).toBe('op-1');
  });

  it('hands over what was typed and takes it back over a fresh form of the same booking, saying so', async () => {
    const first = setUp().form;
    first.startIn(
      aColumn({ id: 'room-1', kind: 'room', locationIds: ['loc-1'] }),
      at('2025-11-05T14:00'),
      at('2025-11-05T14:30'),
    );
    first.setUser('u-1');
    first.setOperation('op-1');
    first.setEndTime(Temporal.PlainTime.from('15:10'));
    first.setNote('Graag na de lunch');
    first.setRepeat(true);
    first.setCount('3');
    const kept = first.keptInput();
    const { form: again, gateway } = setUp();
    expect(again.inputKey).toBe(first.inputKey);
    again.startIn(aColumn({ id: 'u-1' }), at('2025-11-06T09:00'), at('2025-11-06T09:30'));
    again.restoreInput(kept);
    expect(again.draft).toEqual(first.draft);
    expect(again.recurrence).toEqual(first.recurrence);
    expect(again.feedback.restored).toBe(true);
    // Put back over what the slot filled in, so closing asks first.
    expect(again.changed).toBe(true);
    expect(await again.save()).toBe(true);
    expect(gateway.created.at(-1)?.input.note).toBe('Graag na de lunch');
  });

  it('a room’s slot fills in the room and its location; the operation sets the end', () => {
    const { form } = setUp();
    form.startIn(
      aColumn({ id: 'room-1', kind: 'room', locationIds: ['loc-1'] }),
      at('2025-11-05T14:00'),
      at('2025-11-05T14:30'),
    );
    expect(form.locationId).toBe('loc-1');
    expect(form.roomId).toBe('room-1');
    form.setOperation('op-1');
    expect(form.endTime?.toString()).toBe('14:45:00');
    form.setStartTime(Temporal.PlainTime.from('15:00'));
    expect(form.endTime?.toString()).toBe('15:45:00');
  });

  it('another location lets go of the room of the first, and offers only its own rooms', () => {
    const { form } = setUp();
    form.startIn(
      aColumn({ id: 'room-1', kind: 'room', locationIds: ['loc-1'] }),
      at('2025-11-05T14:00'),
      at('2025-11-05T14:30'),
    );
    form.setLocation('loc-2');
    expect(form.roomId).toBeNull();
    expect(form.rooms.map((room) => room.id)).toEqual(['room-2']);
  });

  it('shows a clash with a loaded appointment before saving', () => {
    const { form } = setUp();
    form.startIn(aColumn({ id: 'u-1' }), at('2025-11-05T09:15'), at('2025-11-05T09:45'));
    expect(form.clashes.map((notice) => [notice.clash.on, notice.title])).toEqual([
      ['user', 'Spreekuur bedrijfsarts'],
    ]);
    form.setStartTime(Temporal.PlainTime.from('09:30'));
    expect(form.clashes).toEqual([]);
  });

  it('warns outside working hours and on a holiday, from the person’s day', () => {
    const { form } = setUp({
      date: Temporal.PlainDate.from('2025-12-25'),
      available: [{ start: Temporal.PlainTime.from('09:00'), end: Temporal.PlainTime.from('12:00') }],
      holiday: 'Eerste Kerstdag',
      daysOff: [],
    });
    form.startIn(aColumn({ id: 'u-1' }), at('2025-12-25T13:00'), at('2025-12-25T13:30'));
    expect(form.warnings).toEqual(['outsideWorkingHours', 'holiday']);
    expect(form.holidayName).toBe('Eerste Kerstdag');
  });

  it('finds employees a moment after typing stops, and the choice is sent', async () => {
    const { form, scheduler } = setUp();
    form.employees.setText('Ja');
    expect(form.employees.state).toBe('idle');
    scheduler.advance(300);
    await settle();
    expect(form.employees.found.map((choice) => choice.id)).toEqual(['e-7']);
    const choice = form.employees.found[0];
    if (choice) form.chooseEmployee(choice);
    expect(form.draft.employeeId).toBe('e-7');
  });

  it('a weekly series without a day is named at the days and not sent', async () => {
    const { form, gateway } = setUp();
    form.startIn(aColumn({ id: 'u-1' }), at('2025-11-05T14:00'), at('2025-11-05T14:30'));
    form.setOperation('op-1');
    form.setRepeat(true);
    form.toggleWeekday(3);
    expect(await form.save()).toBe(false);
    expect(form.recurrenceProblems).toEqual(['recurrence.noWeekdays']);
    form.setEndKind('until');
    form.toggleWeekday(3);
    expect(await form.save()).toBe(false);
    expect(form.recurrenceProblems).toEqual(['recurrence.untilRequired']);
    expect(gateway.created).toEqual([]);
  });

  it('a refused booking keeps everything typed and shows the back office’s words', async () => {
    const { form, gateway, saved } = setUp();
    gateway.refuse = 'De ruimte is dan al geboekt.';
    form.startIn(
      aColumn({ id: 'room-1', kind: 'room', locationIds: ['loc-1'] }),
      at('2025-11-05T14:00'),
      at('2025-11-05T14:30'),
    );
    form.setUser('u-1');
    form.setOperation('op-1');
    form.setNote('Graag met tolk');
    expect(await form.save()).toBe(false);
    expect(form.feedback.message).toBe('De ruimte is dan al geboekt.');
    expect(form.note).toBe('Graag met tolk');
    expect(saved).toEqual([]);
    gateway.refuse = null;
    form.setRepeat(true);
    form.setCount('3');
    expect(await form.save()).toBe(true);
    expect(gateway.created.at(-1)?.recurrence).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: [3],
      end: { kind: 'count', count: 3 },
    });
    expect(saved).toEqual(['new']);
  });

  it('a series whose third date clashes is listed before booking, and books without that date when the planner chooses so', async () => {
    const { form, gateway, saved } = setUp();
    gateway.clashingOn = ['2025-11-19'];
    expect(await saveWeeklySeriesOfFour(form)).toBe(false);
    expect(gateway.created).toEqual([]);
    expect(form.clashingDates.map((occurrence) => occurrence.date.toString())).toEqual(['2025-11-19']);
    expect(form.clashingDates[0]?.clashes[0]?.title).toBe('Afspraak (afgeschermd)');
    expect(form.feedback.busy).toBe(false);
    gateway.clashingOn = [];
    expect(await form.leaveOutClashingAndBook()).toBe(true);
    expect(gateway.created.at(-1)?.recurrence?.exceptDates?.map(String)).toEqual(['2025-11-19']);
    expect(gateway.created.at(-1)?.recurrence?.end).toEqual({ kind: 'count', count: 4 });
    expect(form.clashingDates).toEqual([]);
    expect(saved).toEqual(['new']);
  });

  it('a clashing date of a series can move to another time that day, the series keeping its rule', async () => {
    const { form, gateway, saved } = setUp();
    gateway.clashingOn = ['2025-11-12', '2025-11-19'];
    expect(await saveWeeklySeriesOfFour(form)).toBe(false);
    const nineteenth = Temporal.PlainDate.from('2025-11-19');
    // Not before a whole time that ends after it starts.
    form.setOtherTime(nineteenth, 'start', Temporal.PlainTime.from('16:00'));
    expect(form.otherTimeOf(nineteenth)).toBeNull();
    expect(await form.moveClashingAndBook(nineteenth)).toBe(false);
    form.setOtherTime(nineteenth, 'end', Temporal.PlainTime.from('16:30'));
    // The other clashing date is still in the way: listed again, nothing booked, the move kept.
    expect(await form.moveClashingAndBook(nineteenth)).toBe(false);
    expect(gateway.created).toEqual([]);
    expect(form.clashingDates.map((occurrence) => occurrence.date.toString())).toEqual(['2025-11-12']);
    expect(await form.leaveOutClashingAndBook()).toBe(true);
    const sent = gateway.created.at(-1)?.recurrence;
    expect(sent?.end).toEqual({ kind: 'count', count: 4 });
    expect(sent?.exceptDates?.map(String)).toEqual(['2025-11-12']);
    expect(sent?.movedDates?.map((moved) => `${moved.date} ${moved.start}–${moved.end}`)).toEqual([
      '2025-11-19 16:00:00–16:30:00',
    ]);
    expect(saved).toEqual(['new']);
  });

  it("a clashing date of a series offers that day's free times of the same professional, and a moved date stays in sight until the series is booked", async () => {
    const { form, gateway, availability } = setUp();
    const zoned = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Amsterdam]`);
    availability.freeUsers = [
      {
        userId: 'u-1',
        displayName: 'Dr. A. Bakker',
        free: [
          // Free from 09:00 to 10:00 and from 15:15 to 16:00 on the 19th: the 45-minute booking fits at
          // 09:00, 09:15 and 15:15.
          {
            start: zoned('2025-11-19T09:00'),
            end: zoned('2025-11-19T10:00'),
            locationId: 'loc-1',
            scheduleId: 's',
          },
          {
            start: zoned('2025-11-19T15:15'),
            end: zoned('2025-11-19T16:00'),
            locationId: 'loc-1',
            scheduleId: 's',
          },
        ],
      },
      {
        userId: 'u-2',
        displayName: 'Someone else',
        free: [
          {
            start: zoned('2025-11-19T12:00'),
            end: zoned('2025-11-19T13:00'),
            locationId: 'loc-1',
            scheduleId: 's',
          },
        ],
      },
    ];
    gateway.clashingOn = ['2025-11-12', '2025-11-19'];
    expect(await saveWeeklySeriesOfFour(form)).toBe(false);
    await answered(form, '2025-11-19');
    const nineteenth = Temporal.PlainDate.from('2025-11-19');
    const offered = form.freeTimes.get('2025-11-19');
    expect(Array.isArray(offered) ? offered.map((time) => `${time.start}–${time.end}`) : offered).toEqual([
      '09:00:00–09:45:00',
      '09:15:00–10:00:00',
      '15:15:00–16:00:00',
    ]);
    expect(availability.freeAsked).toContain('users u-1 2025-11-19');
    const choice = Array.isArray(offered) ? offered[2] : undefined;
    if (!choice) throw new Error('no free time offered');
    form.chooseFreeTime(nineteenth, choice);
    expect(form.isChosenTime(nineteenth, choice)).toBe(true);
    expect(await form.moveClashingAndBook(nineteenth)).toBe(false);
    // The 12th still clashes; the 19th is listed as moved, and can be put back.
    expect(form.clashingDates.map((occurrence) => occurrence.date.toString())).toEqual(['2025-11-12']);
    expect(form.movedDates.map((moved) => `${moved.date} ${moved.start}`)).toEqual(['2025-11-19 15:15:00']);
    form.unmove(nineteenth);
    expect(form.movedDates).toEqual([]);
  });

  it('a clashing date whose free times cannot be asked says so, and leaves typing a time open', async () => {
    const { form, gateway, availability } = setUp();
    availability.freeAnswer = fail({ kind: 'network', told: true });
    gateway.clashingOn = ['2025-11-19'];
    expect(await saveWeeklySeriesOfFour(form)).toBe(false);
    await answered(form, '2025-11-19');
    expect(form.freeTimes.get('2025-11-19')).toBe('failed');
    form.setOtherTime(Temporal.PlainDate.from('2025-11-19'), 'start', Temporal.PlainTime.from('16:00'));
    form.setOtherTime(Temporal.PlainDate.from('2025-11-19'), 'end', Temporal.PlainTime.from('16:30'));
    expect(form.otherTimeOf(Temporal.PlainDate.from('2025-11-19'))).not.toBeNull();
  });

  it('changing the series clears the clashing dates and the dates left out', async () => {
    const { form, gateway } = setUp();
    gateway.clashingOn = ['2025-11-12'];
    expect(await saveWeeklySeriesOfFour(form)).toBe(false);
    expect(form.clashingDates).toHaveLength(1);
    form.setCount('2');
    expect(form.clashingDates).toEqual([]);
    expect(form.recurrence?.exceptDates).toBeUndefined();
    expect(form.recurrence?.movedDates).toBeUndefined();
  });

  it('a clash the back office names can be looked at in the agenda, the form keeping what was typed', async () => {
    const { form, gateway, shown } = setUp();
    gateway.refuse = 'De professional heeft dan al een afspraak.';
    gateway.inTheWay = [{ id: 'a-9', start: '2025-11-05T13:00:00Z' }];
    form.startIn(aColumn({ id: 'u-1' }), at('2025-11-05T14:00'), at('2025-11-05T14:30'));
    form.setOperation('op-1');
    expect(form.inTheWay).toEqual([]);
    expect(await form.save()).toBe(false);
    expect(form.inTheWay.map((other) => other.id)).toEqual(['a-9']);
    form.showInTheWay();
    expect(shown).toEqual(['a-9 2025-11-05T14:00:00']);
    expect(form.startTime?.toString()).toBe('14:00:00');
  });

  it('a clash the back office does not name is looked up among the loaded appointments', async () => {
    const { form, gateway } = setUp();
    gateway.refuse = 'Overlap.';
    form.startIn(aColumn({ id: 'u-1' }), at('2025-11-05T09:15'), at('2025-11-05T09:45'));
    form.setOperation('op-1');
    form.setStartTime(Temporal.PlainTime.from('09:15'));
    expect(await form.save()).toBe(false);
    expect(form.inTheWay.map((other) => [other.id, other.start?.toPlainTime().toString()])).toEqual([
      ['a-1', '09:00:00'],
    ]);
  });

  it('offers no note to a user who is not medical, and sends none', async () => {
    const { form, gateway } = setUp(null, false);
    expect(form.writesNotes).toBe(false);
    form.startIn(
      aColumn({ id: 'u-1', locationIds: ['loc-1'] }),
      at('2025-11-05T14:00'),
      at('2025-11-05T14:30'),
    );
    form.setOperation('op-1');
    form.setNote('typed before the field went away');
    expect(await form.save()).toBe(true);
    expect(gateway.created.at(-1)?.input.note).toBeNull();
  });
});

/** An agenda around the form with one person and one operation, nothing booked, no notes. */
const quietContext = () => ({
  columns: () => [aColumn({ id: 'u-1', locationIds: ['loc-1'] })],
  operations: () => [{ id: 'op-1', name: { nl: 'Spreekuur', en: 'Consult' }, durationMinutes: 30 }],
  operationsState: () => 'ready' as const,
  retryOperations: () => undefined,
  booked: () => [],
  dayOf: () => null,
  writesNotes: () => false,
  showInAgenda: () => undefined,
});

describe('the booking form, when a colleague changed the appointment meanwhile', () => {
  it('keeps everything typed, shows the newer version and applies the changes to it on request', async () => {
    const gateway = new BookingGateway();
    const sent: { startTime: string; version: number | undefined }[] = [];
    const newer = anAppointment({ status: 'confirmed', version: 2 });
    gateway.update = (_id, input, _scope, version) => {
      sent.push({ startTime: input.startTime.toString({ smallestUnit: 'minute' }), version });
      return Promise.resolve(
        version === 1
          ? fail({
              kind: 'rejected' as const,
              status: 409,
              message: 'Anna de Vries heeft deze afspraak gewijzigd (wo 05-11-2025 10:00) nadat u begon.',
              code: 'appointment_stale',
              fieldErrors: {},
              told: false,
            })
          : ok({ appointment: newer, updated: 1 }),
      );
    };
    (gateway as { appointment: AgendaGateway['appointment'] }).appointment = () =>
      Promise.resolve(ok({ ...newer, series: null, reminders: [] }));
    const saved: string[] = [];
    const form = new AppointmentFormViewModel(
      new BookAppointment(gateway, new FakeAvailabilityGateway(), new FixedClock(), new RecordingNotifier()),
      gateway,
      new FakeScheduler(),
      quietContext(),
      anAppointment({ version: 1 }),
      (appointment) => saved.push(appointment.id),
    );
    form.setStartTime(Temporal.PlainTime.from('11:00'));
    expect(await form.save()).toBe(false);
    await settle();
    expect(form.feedback.message).toContain('Anna de Vries');
    expect(form.newer?.version).toBe(2);
    expect(form.startTime?.toString({ smallestUnit: 'minute' })).toBe('11:00');
    expect(saved).toEqual([]);
    expect(await form.applyToNewer()).toBe(true);
    expect(sent).toEqual([
      { startTime: '11:00', version: 1 },
      { startTime: '11:00', version: 2 },
    ]);
    expect(saved).toEqual(['a-1']);
  });

  it('lists what the colleague changed, part by part, and applies theirs where the planner left it', async () => {
    const gateway = new BookingGateway();
    const sent: { roomId: string | null; startTime: string; version: number | undefined }[] = [];
    const opened = anAppointment({ version: 1, locationId: 'loc-1', roomId: 'room-1', channel: 'on_site' });
    const newer = { ...opened, version: 2, roomId: 'room-2', roomName: 'Kamer 2' };
    gateway.update = (_id, input, _scope, version) => {
      sent.push({
        roomId: input.roomId,
        startTime: input.startTime.toString({ smallestUnit: 'minute' }),
        version,
      });
      return Promise.resolve(
        version === 1
          ? fail({
              kind: 'rejected' as const,
              status: 409,
              message: 'Anna de Vries heeft deze afspraak gewijzigd.',
              code: 'appointment_stale',
              fieldErrors: {},
              told: false,
            })
          : ok({ appointment: newer, updated: 1 }),
      );
    };
    (gateway as { appointment: AgendaGateway['appointment'] }).appointment = () =>
      Promise.resolve(ok({ ...newer, series: null, reminders: [] }));
    const form = new AppointmentFormViewModel(
      new BookAppointment(gateway, new FakeAvailabilityGateway(), new FixedClock(), new RecordingNotifier()),
      gateway,
      new FakeScheduler(),
      quietContext(),
      opened,
      () => undefined,
    );
    form.setStartTime(Temporal.PlainTime.from('11:00'));
    expect(await form.save()).toBe(false);
    await settle();
    // Only the place changed meanwhile; the planner changed the time, not the room.
    expect(form.staleParts).toEqual(['place']);
    expect(form.staleChoice('place')).toBe('theirs');
    expect(await form.applyToNewer()).toBe(true);
    expect(sent.at(-1)).toEqual({ roomId: 'room-2', startTime: '11:00', version: 2 });
  });

  it('puts the planner’s own room back over the colleague’s only when they choose so', async () => {
    const form = new AppointmentFormViewModel(
      new BookAppointment(
        new BookingGateway(),
        new FakeAvailabilityGateway(),
        new FixedClock(),
        new RecordingNotifier(),
      ),
      new BookingGateway(),
      new FakeScheduler(),
      quietContext(),
      anAppointment({ version: 1, locationId: 'loc-1', roomId: 'room-1', channel: 'on_site' }),
      () => undefined,
    );
    form.setRoom('room-3');
    expect(form.changedByMe('place')).toBe(true);
    expect(form.staleChoice('place')).toBe('mine');
    form.chooseStale('place', 'theirs');
    expect(form.staleChoice('place')).toBe('theirs');
  });
});
