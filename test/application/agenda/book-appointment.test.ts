import { Temporal } from 'temporal-polyfill';
import { FakeAvailabilityGateway } from '../availability/availability-fakes';
import { FixedClock } from '../../support/task-fakes';
import { describe, expect, it } from 'vitest';
import type { AppointmentInput, EditScope } from '../../../src/application/agenda/agenda-gateway';
import { BookAppointment, draftOf, inputOf } from '../../../src/application/agenda/book-appointment';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { RecurrenceRule } from '../../../src/domain/agenda/recurrence';
import { fail, ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { anAppointment, FakeAgendaGateway, rejected } from './agenda-fakes';

/** The fake gateway, also recording what is booked and changed. */
class BookingGateway extends FakeAgendaGateway {
  readonly sent: {
    input: AppointmentInput;
    recurrence?: RecurrenceRule | null;
    scope?: EditScope;
    email?: boolean;
  }[] = [];
  failure: GatewayFailure | null = null;

  override create = (input: AppointmentInput, recurrence: RecurrenceRule | null) => {
    this.sent.push({ input, recurrence });
    if (this.failure) return Promise.resolve(fail(this.failure));
    return Promise.resolve(ok({ appointment: anAppointment({ id: 'new' }), created: recurrence ? 4 : 1 }));
  };

  override update = (
    id: string,
    input: AppointmentInput,
    scope: EditScope,
    _version?: number,
    email?: boolean,
  ) => {
    this.sent.push({ input, scope, ...(email ? { email } : {}) });
    if (this.failure) return Promise.resolve(fail(this.failure));
    return Promise.resolve(
      ok({
        appointment: anAppointment({
          id,
          userId: input.userId,
          start: input.date.toPlainDateTime(input.startTime).toZonedDateTime('Europe/Amsterdam'),
          end: input.date.toPlainDateTime(input.endTime).toZonedDateTime('Europe/Amsterdam'),
        }),
        updated: scope === 'this' ? 1 : 3,
        emailed: email === true,
      }),
    );
  };
}

const refusal = (
  status: number,
  message: string,
  more: {
    code?: string;
    fieldErrors?: Record<string, string[]>;
    inTheWay?: { id: string; start: string | null }[];
  } = {},
): GatewayFailure => ({
  kind: 'rejected',
  status,
  message,
  code: null,
  fieldErrors: {},
  told: false,
  ...more,
});

const setUp = () => {
  const agenda = new BookingGateway();
  const notifier = new RecordingNotifier();
  return {
    agenda,
    notifier,
    book: new BookAppointment(agenda, new FakeAvailabilityGateway(), new FixedClock(), notifier),
  };
};

const draft = () => {
  const found = draftOf(anAppointment());
  if (!found) throw new Error('the sample appointment has its details');
  return found;
};

const weekly: RecurrenceRule = {
  frequency: 'weekly',
  interval: 1,
  weekdays: [3],
  end: { kind: 'count', count: 4 },
};

describe('booking an appointment', () => {
  it('an incomplete draft is refused at its fields and nothing is sent', async () => {
    const { agenda, book } = setUp();
    const result = await book.create({ ...draft(), operationId: '', endTime: null }, null);
    expect(result).toEqual(
      fail(
        expect.objectContaining({
          code: 'save.invalid',
          fields: { operationId: 'required', endTime: 'required' },
        }),
      ),
    );
    expect(agenda.sent).toEqual([]);
  });

  it('a series the rules refuse is not sent', async () => {
    const { agenda, book } = setUp();
    const result = await book.create(draft(), { ...weekly, weekdays: [] });
    expect(result.ok).toBe(false);
    expect(agenda.sent).toEqual([]);
  });

  it('a series is sent with its rule and told with the number made', async () => {
    const { agenda, notifier, book } = setUp();
    const result = await book.create(draft(), weekly);
    expect(result.ok).toBe(true);
    expect(agenda.sent[0]?.recurrence).toEqual(weekly);
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'agenda.notices.seriesBooked', values: { count: 4 } },
    ]);
  });

  it('a call by phone is sent without a place and with the note trimmed', async () => {
    const { agenda, book } = setUp();
    await book.create({ ...draft(), channel: 'phone', note: '  bel om 9 uur  ' }, null);
    expect(agenda.sent[0]?.input).toMatchObject({
      locationId: null,
      roomId: null,
      resourceIds: [],
      note: 'bel om 9 uur',
    });
  });

  it('the back office’s clash comes back as the form’s message, in its own words', async () => {
    const { agenda, book } = setUp();
    agenda.failure = refusal(409, 'De ruimte is dan al geboekt: Spreekuur op 24-11 09:00.', {
      code: 'appointment_clash',
    });
    const result = await book.create(draft(), null);
    expect(result).toEqual(
      fail(
        expect.objectContaining({
          code: 'save.refused',
          message: 'De ruimte is dan al geboekt: Spreekuur op 24-11 09:00.',
        }),
      ),
    );
  });

  it('a clash names the appointment in the way, with its start in Amsterdam', async () => {
    const { agenda, book } = setUp();
    agenda.failure = refusal(409, 'De professional heeft dan al een afspraak.', {
      code: 'appointment_clash',
      inTheWay: [
        { id: 'a-9', start: '2026-11-24T08:00:00Z' },
        { id: 'a-10', start: 'not a moment' },
      ],
    });
    const result = await book.create(draft(), null);
    if (result.ok) throw new Error('the clash is refused');
    expect(result.error.inTheWay.map((other) => other.id)).toEqual(['a-9', 'a-10']);
    expect(result.error.inTheWay[0]?.start?.toString()).toBe('2026-11-24T09:00:00+01:00[Europe/Amsterdam]');
    expect(result.error.inTheWay[1]?.start).toBeNull();
  });

  it('a refusal that names nothing in the way offers nothing to look at', async () => {
    const { agenda, book } = setUp();
    agenda.failure = refusal(422, 'Ongeldig', { fieldErrors: { date: ['Vul de datum in.'] } });
    const result = await book.create(draft(), null);
    expect(result).toEqual(fail(expect.objectContaining({ code: 'save.rejected', inTheWay: [] })));
  });

  it('a field the back office refuses is shown at that field', async () => {
    const { agenda, book } = setUp();
    agenda.failure = refusal(422, 'Ongeldig', {
      fieldErrors: { roomId: ['De ruimte hoort niet bij deze locatie.'] },
    });
    const result = await book.edit('a-1', draft(), 'this');
    expect(result).toEqual(
      fail(
        expect.objectContaining({
          code: 'save.rejected',
          serverFields: { roomId: 'De ruimte hoort niet bij deze locatie.' },
        }),
      ),
    );
  });

  it('an edit of several occurrences says how many changed', async () => {
    const { notifier, book } = setUp();
    await book.edit('a-1', draft(), 'series');
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'agenda.notices.seriesSaved', values: { count: 3 } },
    ]);
  });
});

describe('moving an appointment', () => {
  const at = (text: string) => Temporal.PlainDateTime.from(text);

  it('to another person and time changes only those, this occurrence only, and keeps what it was for undo', async () => {
    const { agenda, book } = setUp();
    const appointment = anAppointment();
    const result = await book.move(appointment, {
      from: { kind: 'user', id: 'u-1' },
      to: { kind: 'user', id: 'u-2' },
      start: at('2025-11-06T10:00'),
      end: at('2025-11-06T10:30'),
    });
    expect(result.ok).toBe(true);
    expect(agenda.sent[0]).toMatchObject({ scope: 'this', input: { userId: 'u-2', roomId: 'room-1' } });
    expect(agenda.sent[0]?.input.date.toString()).toBe('2025-11-06');
    if (result.ok) expect(result.value.before).toEqual(inputOf(appointment));
  });

  it('from one resource to another swaps that resource only', async () => {
    const { agenda, book } = setUp();
    const appointment = anAppointment({
      resources: [
        { id: 'r-1', name: 'Audiometer' },
        { id: 'r-2', name: 'Tolk' },
      ],
    });
    await book.move(appointment, {
      from: { kind: 'resource', id: 'r-1' },
      to: { kind: 'resource', id: 'r-3' },
      start: at('2025-11-05T09:00'),
      end: at('2025-11-05T09:30'),
    });
    expect(agenda.sent[0]?.input.resourceIds).toEqual(['r-3', 'r-2']);
  });

  it('with its room and a resource at once sends all three changes in one save', async () => {
    const { agenda, book } = setUp();
    const appointment = anAppointment({ resources: [{ id: 'r-1', name: 'Audiometer' }] });
    const result = await book.move(appointment, {
      from: { kind: 'user', id: 'u-1' },
      to: { kind: 'user', id: 'u-2' },
      also: [
        { from: { kind: 'room', id: 'room-1' }, to: { kind: 'room', id: 'room-2' } },
        { from: { kind: 'resource', id: 'r-1' }, to: { kind: 'resource', id: 'r-9' } },
      ],
      start: at('2025-11-05T11:00'),
      end: at('2025-11-05T11:30'),
    });
    expect(result.ok).toBe(true);
    expect(agenda.sent).toHaveLength(1);
    expect(agenda.sent[0]?.input).toMatchObject({ userId: 'u-2', roomId: 'room-2', resourceIds: ['r-9'] });
  });

  it('a further column sent to another kind refuses the whole move', async () => {
    const { agenda, book } = setUp();
    const result = await book.move(anAppointment(), {
      from: { kind: 'user', id: 'u-1' },
      to: { kind: 'user', id: 'u-2' },
      also: [{ from: { kind: 'room', id: 'room-1' }, to: { kind: 'resource', id: 'r-1' } }],
      start: at('2025-11-05T11:00'),
      end: at('2025-11-05T11:30'),
    });
    expect(result).toEqual(fail('move.impossible'));
    expect(agenda.sent).toEqual([]);
  });

  it('a move onto another kind of column is not sent', async () => {
    const { agenda, book } = setUp();
    const target = {
      from: { kind: 'user', id: 'u-1' },
      start: at('2025-11-05T09:00'),
      end: at('2025-11-05T09:30'),
    } as const;
    expect(await book.move(anAppointment(), { ...target, to: { kind: 'room', id: 'room-2' } })).toEqual(
      fail('move.impossible'),
    );
    expect(agenda.sent).toEqual([]);
  });

  it('moves an appointment whose operation is withheld without naming one, so the back office keeps it', async () => {
    const { agenda, book } = setUp();
    const hidden = anAppointment({ detailsHidden: true, operation: null, note: null });
    const moved = await book.move(hidden, {
      from: { kind: 'user', id: 'u-1' },
      to: { kind: 'user', id: 'u-2' },
      start: at('2025-11-05T09:00'),
      end: at('2025-11-05T09:30'),
    });
    expect(moved.ok).toBe(true);
    expect(agenda.sent[0]?.input).toMatchObject({ operationId: '', userId: 'u-2' });
  });

  it('edits an appointment whose operation is withheld: time, professional and room, the operation and equipment kept', async () => {
    const { agenda, book } = setUp();
    const hidden = anAppointment({ detailsHidden: true, operation: null, note: null });
    const draft = draftOf(hidden);
    expect(draft).toMatchObject({ operationId: '', resourceIds: [], note: '', operationWithheld: true });
    if (!draft) return;
    expect(book.check(draft)).toEqual({});
    const saved = await book.edit(hidden.id, { ...draft, userId: 'u-2', roomId: 'room-2' }, 'this');
    expect(saved.ok).toBe(true);
    expect(agenda.sent.at(-1)?.input).toMatchObject({
      operationId: '',
      userId: 'u-2',
      roomId: 'room-2',
      resourceIds: [],
    });
    // A new booking still needs its operation.
    expect(book.check({ ...draft, operationWithheld: false }).operationId).toBe('required');
  });

  it('a refused move is told in the back office’s words', async () => {
    const { agenda, notifier, book } = setUp();
    agenda.failure = rejected(409, 'De professional is dan al geboekt.');
    const result = await book.move(anAppointment(), {
      from: { kind: 'user', id: 'u-1' },
      to: { kind: 'user', id: 'u-1' },
      start: at('2025-11-05T11:00'),
      end: at('2025-11-05T11:30'),
    });
    expect(result).toEqual(fail('move.refused'));
    expect(notifier.notices).toEqual([
      { type: 'error', title: 'De professional is dan al geboekt.', verbatim: true },
    ]);
  });

  it('tells the employee by e-mail when the planner says so, and says whom', async () => {
    const { agenda, book } = setUp();
    const target = {
      from: { kind: 'user', id: 'u-1' },
      to: { kind: 'user', id: 'u-1' },
      start: at('2025-11-05T11:00'),
      end: at('2025-11-05T11:30'),
    } as const;
    const told = await book.move(anAppointment(), target, { tellEmployee: true });
    expect(agenda.sent[0]?.email).toBe(true);
    expect(told.ok && told.value.told).toBe('Jan Jansen');
    const quiet = await book.move(anAppointment(), target, { tellEmployee: false });
    expect(agenda.sent[1]?.email).toBeUndefined();
    expect(quiet.ok && quiet.value.told).toBeNull();
    // An appointment without an employee has no one to tell: nothing is asked of the back office.
    const alone = await book.move(anAppointment({ employee: null }), target, { tellEmployee: true });
    expect(agenda.sent[2]?.email).toBeUndefined();
    expect(alone.ok && alone.value.told).toBeNull();
  });

  it('undo of a move the employee was told of tells them again', async () => {
    const { agenda, notifier, book } = setUp();
    const before = inputOf(anAppointment());
    await book.undo('a-1', before, 2, 'Jan Jansen');
    expect(agenda.sent[0]?.email).toBe(true);
    expect(notifier.notices).toEqual([
      { type: 'info', title: 'agenda.notices.moveUndoneTold', values: { name: 'Jan Jansen' } },
    ]);
  });

  it('undo sends what it was and says so', async () => {
    const { agenda, notifier, book } = setUp();
    const before = inputOf(anAppointment());
    if (!before) throw new Error('no input');
    const result = await book.undo('a-1', before);
    expect(result.ok).toBe(true);
    expect(agenda.sent[0]).toEqual({ input: before, scope: 'this' });
    expect(notifier.notices).toEqual([{ type: 'info', title: 'agenda.notices.moveUndone' }]);
  });
});

describe("a day's free times for a series' clashing date", () => {
  it("a day's free times for the same booking need its room and equipment free as well as its professional, none in the past", async () => {
    const agenda = new BookingGateway();
    const availability = new FakeAvailabilityGateway();
    const clock = {
      now: () => Temporal.ZonedDateTime.from('2025-11-12T09:20[Europe/Amsterdam]'),
      today: () => Temporal.PlainDate.from('2025-11-12'),
    };
    const book = new BookAppointment(agenda, availability, clock, new RecordingNotifier());
    const zoned = (text: string) => Temporal.ZonedDateTime.from(`2025-11-12T${text}[Europe/Amsterdam]`);
    const stretch = (from: string, until: string) => ({ start: zoned(from), end: zoned(until) });
    availability.freeUsers = [
      {
        userId: 'u-1',
        displayName: 'Dr. A. Bakker',
        free: [{ ...stretch('09:00', '12:00'), locationId: 'loc-1', scheduleId: 's' }],
      },
    ];
    // Spreekkamer 1 is free only from 10:00; another room all morning, which the booking does not hold.
    availability.freeRooms = [
      { roomId: 'room-1', locationId: 'loc-1', name: 'Spreekkamer 1', free: [stretch('10:00', '12:00')] },
      { roomId: 'room-2', locationId: 'loc-1', name: 'Spreekkamer 2', free: [stretch('09:00', '12:00')] },
    ];
    availability.freeResources = [
      {
        resourceId: 'res-1',
        locationId: 'loc-1',
        resourceTypeId: 'type-1',
        name: 'Audiometer',
        free: [stretch('09:00', '11:00')],
      },
    ];
    const withEquipment = { ...draft(), resourceIds: ['res-1'] };
    const times = await book.freeTimesOn(withEquipment, Temporal.PlainDate.from('2025-11-12'), 20);
    expect(times.ok && times.value.map((time) => time.start.toString())).toEqual([
      '10:00:00',
      '10:15:00',
      '10:30:00',
    ]);
    expect(availability.freeAsked).toEqual(['users u-1 2025-11-12', 'rooms loc-1', 'resources loc-1']);
    // Equipment the back office does not answer as free at all: nothing fits.
    availability.freeResources = [];
    const none = await book.freeTimesOn(withEquipment, Temporal.PlainDate.from('2025-11-12'));
    expect(none).toEqual(ok([]));
    // Before the present nothing is offered: a phone call needs only the professional, from 09:30 on;
    // asked for two, the best fits come: those that leave no gap at either end of the free morning.
    const call = await book.freeTimesOn(
      { ...draft(), channel: 'phone', roomId: null, locationId: null },
      Temporal.PlainDate.from('2025-11-12'),
      2,
    );
    expect(call.ok && call.value.map((time) => time.start.toString())).toEqual(['09:30:00', '11:30:00']);
  });

  it('a whole free day is offered as its best fits and times spread over the morning and the afternoon', async () => {
    const availability = new FakeAvailabilityGateway();
    const clock = {
      now: () => Temporal.ZonedDateTime.from('2025-11-01T08:00[Europe/Amsterdam]'),
      today: () => Temporal.PlainDate.from('2025-11-01'),
    };
    const book = new BookAppointment(new BookingGateway(), availability, clock, new RecordingNotifier());
    const zoned = (text: string) => Temporal.ZonedDateTime.from(`2025-11-12T${text}[Europe/Amsterdam]`);
    availability.freeUsers = [
      {
        userId: 'u-1',
        displayName: 'Dr. A. Bakker',
        free: [{ start: zoned('08:00'), end: zoned('16:00'), locationId: 'loc-1', scheduleId: 's' }],
      },
    ];
    const times = await book.freeTimesOn(
      { ...draft(), channel: 'video', roomId: null, locationId: null },
      Temporal.PlainDate.from('2025-11-12'),
    );
    const starts = times.ok ? times.value.map((time) => time.start.toString().slice(0, 5)) : [];
    expect(starts).toHaveLength(8);
    // The two that leave no gap, at either end of the day, and the others between them in time order.
    expect(starts[0]).toBe('08:00');
    expect(starts.at(-1)).toBe('15:30');
    expect(starts.filter((start) => start >= '12:00').length).toBeGreaterThanOrEqual(3);
    expect([...starts].sort()).toEqual(starts);
  });
});
