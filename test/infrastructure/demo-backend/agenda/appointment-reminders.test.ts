import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { inQuietHours } from '../../../../src/domain/agenda/appointment-reminders';
import type { StoredAppointment } from '../../../../src/infrastructure/demo-backend/agenda/agenda-state';
import {
  AppointmentAnswerSchema,
  AppointmentLogSchema,
  AppointmentPageSchema,
} from '../../../../src/infrastructure/agenda/appointment-schemas';
import { APPOINTMENTS, exactly, signedIn, stateOf } from '../case-client';
import type { DemoClient } from '../demo-client';

const STATUS = '/api/external/v2/agenda/appointment/update-status';
const HOUR = 3_600_000;
const amsterdam = (moment: string) => Temporal.Instant.from(moment).toZonedDateTimeISO('Europe/Amsterdam');
const wall = (moment: string) => amsterdam(moment).toPlainTime().toString({ smallestUnit: 'minute' });

/** The employee's mobile number on the personnel record, if any. */
const mobileOf = (client: DemoClient, employeeId: string | null) =>
  stateOf(client).personnel.find((record) => record.employeeId === employeeId)?.mobile ?? null;

/**
 * A seeded appointment of an employee, of a medical operation or not, some days ahead at office
 * hours; of an employee with a mobile number (reminded by text message too) or without.
 */
function aSeededAppointment(client: DemoClient, medical: boolean, withMobile = false): StoredAppointment {
  const state = stateOf(client);
  const found = state.appointments.find((appointment) => {
    const operation = state.operations.find((candidate) => candidate.id === appointment.operationId);
    const start = Date.parse(appointment.start);
    return (
      appointment.status === 'planned' &&
      appointment.employeeId !== null &&
      appointment.seriesId === null &&
      appointment.channel === 'on_site' &&
      operation?.medical === medical &&
      (mobileOf(client, appointment.employeeId) !== null) === withMobile &&
      start > client.now() + 3 * 86_400_000 &&
      amsterdam(appointment.start).hour >= 10
    );
  });
  if (!found) throw new Error('seed changed');
  return structuredClone(found);
}

/** The booking form of the same appointment, booked afresh (its seeded one cancelled first). */
const bookingLike = (appointment: StoredAppointment) => ({
  userId: appointment.userId,
  operationId: appointment.operationId,
  employeeId: appointment.employeeId,
  locationId: appointment.locationId,
  roomId: appointment.roomId,
  resourceIds: appointment.resourceIds,
  date: amsterdam(appointment.start).toPlainDate().toString(),
  startTime: wall(appointment.start),
  endTime: wall(appointment.end),
  channel: appointment.channel,
  note: null,
});

/** Books, in the seeded one's place, the same appointment; answers the new one's id. */
async function bookAfresh(client: DemoClient, medical: boolean, withMobile = false) {
  const seeded = aSeededAppointment(client, medical, withMobile);
  expect((await client.patch(STATUS, { uuid: seeded.id, status: 'cancelled', email: false })).status).toBe(
    200,
  );
  const made = await client.post(APPOINTMENTS, bookingLike(seeded));
  expect(made.status).toBe(201);
  const id = (made.json as { data: { id: string } }).data.id;
  const booked = stateOf(client).appointments.find((appointment) => appointment.id === id);
  if (!booked) throw new Error('not booked');
  return { seeded, booked };
}

const invitationOf = (client: DemoClient) => stateOf(client).outbox.at(-1)?.attachments?.[0]?.content ?? '';
const line = (ics: string, name: string) => ics.split('\r\n').find((entry) => entry.startsWith(`${name}:`));

describe('the reminders and invitations the back office sends', () => {
  it('confirms a booking with an invitation, reminds a day and an hour before, and never names a medical operation', async () => {
    const planner = await signedIn('planner');
    const { booked } = await bookAfresh(planner, true);
    const operation = stateOf(planner).operations.find((candidate) => candidate.id === booked.operationId);
    const confirmation = stateOf(planner).outbox.at(-1);
    expect(confirmation?.subject).toBe('Afspraak bevestigd');
    const request = invitationOf(planner);
    expect(line(request, 'METHOD')).toBe('METHOD:REQUEST');
    expect(line(request, 'UID')).toBe(`UID:${booked.id}@arbo-agenda`);
    expect(line(request, 'SEQUENCE')).toBe('SEQUENCE:0');
    const planned = stateOf(planner).reminders.filter((reminder) => reminder.appointmentId === booked.id);
    expect(planned.map((reminder) => reminder.offsetMinutes)).toEqual([24 * 60, 60]);

    // The clock reaches the day-before reminder: it goes out with the invitation, once.
    const start = Date.parse(booked.start);
    planner.advance(start - 24 * HOUR + 60_000 - planner.now());
    await planner.get('/api/auth/user');
    const reminder = stateOf(planner).outbox.at(-1);
    expect(reminder?.subject).toBe('Herinnering aan uw afspraak');
    expect(line(invitationOf(planner), 'METHOD')).toBe('METHOD:REQUEST');
    await planner.get('/api/auth/user');
    expect(
      stateOf(planner).outbox.filter((mail) => mail.subject === 'Herinnering aan uw afspraak'),
    ).toHaveLength(1);
    // The appointment's details say what was sent and what is still to come (signed in again: the
    // session idled out while the clock ran on).
    await planner.signIn('planner');
    const read = exactly(AppointmentAnswerSchema, await planner.get(`${APPOINTMENTS}/${booked.id}`));
    expect(read.data.reminders.map((known) => [known.channel, known.state])).toEqual([
      ['email', 'sent'],
      ['email', 'planned'],
    ]);
    // The appointment list says the same when it asks for them, and the agenda's reads carry none.
    const day = amsterdam(booked.start).toPlainDate().toString();
    const period = `filter[from]=${day}&filter[until]=${day}`;
    const listed = exactly(
      AppointmentPageSchema,
      await planner.get(`${APPOINTMENTS}?${period}&include=reminders&page[size]=100`),
    ).data.find((row) => row.id === booked.id);
    expect(listed?.reminders).toEqual(read.data.reminders);
    const plain = exactly(AppointmentPageSchema, await planner.get(`${APPOINTMENTS}?${period}`));
    expect(plain.data.find((row) => row.id === booked.id)?.reminders).toBeUndefined();
    for (const mail of stateOf(planner).outbox.slice(-2)) {
      const text = `${mail.body}${mail.attachments?.map((file) => file.content).join('') ?? ''}`;
      expect(text).not.toContain(operation?.nameNl ?? '?');
      expect(text).not.toContain(operation?.nameEn ?? '?');
    }
    for (const sent of stateOf(planner).reminders.filter((known) => known.sentAt !== null))
      expect(inQuietHours(Temporal.Instant.from(sent.sentAt ?? ''))).toBe(false);
  });

  it('plans anew for a moved appointment, raising the invitation’s SEQUENCE, and withdraws all on a cancellation with a CANCEL', async () => {
    const planner = await signedIn('planner');
    const { booked } = await bookAfresh(planner, false);
    // To a free time later the same week: the first shift that clashes with nothing.
    let later = '';
    for (const shift of [2, -2, 3, 24, 26, 48, 50, 72]) {
      const start = new Date(Date.parse(booked.start) + shift * HOUR);
      const moved = await planner.post(`${APPOINTMENTS}/${booked.id}`, {
        ...bookingLike(booked),
        date: amsterdam(start.toISOString()).toPlainDate().toString(),
        startTime: wall(start.toISOString()),
        endTime: wall(new Date(Date.parse(booked.end) + shift * HOUR).toISOString()),
        scope: 'this',
        version: booked.version,
        email: true,
      });
      if (moved.status === 200) {
        later = start.toISOString();
        break;
      }
      expect(moved.status).toBe(409);
    }
    expect(later).not.toBe('');
    expect(line(invitationOf(planner), 'SEQUENCE')).toBe('SEQUENCE:1');
    const reminders = () => stateOf(planner).reminders.filter((known) => known.appointmentId === booked.id);
    expect(
      reminders()
        .filter((known) => known.state === 'planned')
        .map((known) => known.version),
    ).toEqual([2, 2]);
    expect(reminders().filter((known) => known.state === 'withdrawn')).toHaveLength(2);

    const cancelled = await planner.patch(STATUS, { uuid: booked.id, status: 'cancelled', email: true });
    expect(cancelled.status).toBe(200);
    const cancel = invitationOf(planner);
    expect(line(cancel, 'METHOD')).toBe('METHOD:CANCEL');
    expect(line(cancel, 'UID')).toBe(`UID:${booked.id}@arbo-agenda`);
    expect(Number(line(cancel, 'SEQUENCE')?.split(':')[1])).toBeGreaterThan(1);
    expect(reminders().every((known) => known.state === 'withdrawn')).toBe(true);
    planner.advance(Date.parse(later) - planner.now() - HOUR / 2);
    await planner.get('/api/auth/user');
    expect(stateOf(planner).outbox.some((mail) => mail.subject === 'Herinnering aan uw afspraak')).toBe(
      false,
    );
  });

  it('reminds of nothing the seed booked before the demo began', async () => {
    const planner = await signedIn('planner');
    expect(stateOf(planner).reminders).toEqual([]);
    planner.advance(2 * 86_400_000);
    await planner.get('/api/auth/user');
    expect(stateOf(planner).outbox.some((mail) => mail.subject === 'Herinnering aan uw afspraak')).toBe(
      false,
    );
  });

  it('sends what fell due as soon as the demo clock is moved, without waiting for another call', async () => {
    const planner = await signedIn('planner');
    const { booked } = await bookAfresh(planner, false);
    const reminders = () =>
      stateOf(planner).outbox.filter((mail) => mail.subject === 'Herinnering aan uw afspraak');
    expect(reminders()).toHaveLength(0);
    const at = new Date(Date.parse(booked.start) - 59 * 60_000).toISOString();
    expect((await planner.put('/api/__demo/clock', { at })).status).toBe(200);
    expect(reminders()).toHaveLength(2);
    // The appointment's history lists them as the back office's own lines, newest first.
    await planner.signIn('planner');
    const history = exactly(
      AppointmentLogSchema,
      await planner.get(`/api/external/v3/agenda/appointment-logs?filter[appointment]=${booked.id}`),
    ).data;
    const sent = history.filter((entry) => entry.action === 'reminded');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.changes).toEqual([{ field: 'channel', from: null, to: 'email' }]);
    expect(history.at(-1)?.action).toBe('created');
  });

  it('reminds by text message too where the employee gave a mobile number, from the e-mail template otherwise, neither naming the operation', async () => {
    const planner = await signedIn('planner');
    const { booked } = await bookAfresh(planner, true, true);
    const mobile = mobileOf(planner, booked.employeeId);
    const operation = stateOf(planner).operations.find((candidate) => candidate.id === booked.operationId);
    const planned = stateOf(planner).reminders.filter((reminder) => reminder.appointmentId === booked.id);
    expect(planned.map((reminder) => [reminder.offsetMinutes, reminder.channel])).toEqual([
      [1440, 'email'],
      [1440, 'sms'],
      [60, 'email'],
      [60, 'sms'],
    ]);
    const at = new Date(Date.parse(booked.start) - 59 * 60_000).toISOString();
    expect((await planner.put('/api/__demo/clock', { at })).status).toBe(200);
    const texts = stateOf(planner).outbox.filter(
      (message) => message.channel === 'sms' && message.to === mobile,
    );
    expect(texts).toHaveLength(2);
    const mails = stateOf(planner).outbox.filter((mail) => mail.subject === 'Herinnering aan uw afspraak');
    expect(mails).toHaveLength(2);
    // The mail is the administrator's template filled in: the role, the date and the place.
    expect(mails[0]?.body).toMatch(/^Beste .+,\nWij herinneren u aan uw afspraak met (uw|de) /);
    expect(mails[0]?.body).toContain('Plaats ');
    for (const message of [...texts, ...mails]) {
      expect(message.body).not.toContain(operation?.nameNl ?? '?');
      expect(message.body).not.toContain(operation?.nameEn ?? '?');
      expect(message.body).not.toMatch(/<|&amp;/);
    }
    expect(texts[0]?.body).toMatch(
      /^Arbo Agenda: herinnering aan uw afspraak met .+ om \d{2}:\d{2}\. Plaats: /,
    );
    await planner.signIn('planner');
    const read = exactly(AppointmentAnswerSchema, await planner.get(`${APPOINTMENTS}/${booked.id}`));
    expect(read.data.reminders.map((known) => [known.channel, known.state])).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
  });
});
