import { describe, expect, it } from 'vitest';
import type { BookAppointment } from '../../../src/application/agenda/book-appointment';
import { BookFromWaitlist } from '../../../src/application/waitlist/book-from-waitlist';
import { PutOnWaitlist } from '../../../src/application/waitlist/put-on-waitlist';
import type { AppointmentDraft } from '../../../src/domain/agenda/appointment-form';
import { fail, ok } from '../../../src/domain/shared/result';
import type { WaitingRequest } from '../../../src/domain/waitlist/waiting-entry';
import { RecordingNotifier } from '../../support/fakes';
import { anAppointment, rejected, WednesdayClock } from '../agenda/agenda-fakes';
import { aMatch, anEntry, FakeWaitlistGateway } from './waitlist-fakes';

/** The agenda's booking as far as booking from the waitlist uses it: it records each draft. */
class RecordingBooking {
  readonly drafts: AppointmentDraft[] = [];
  refusal: string | null = null;
  create(draft: AppointmentDraft) {
    this.drafts.push(draft);
    if (this.refusal !== null)
      return Promise.resolve(
        fail({
          code: 'save.refused' as const,
          fields: {},
          serverFields: {},
          message: this.refusal,
          inTheWay: [],
          stale: false,
        }),
      );
    return Promise.resolve(ok({ appointment: anAppointment(), created: 1 }));
  }
}

const request = (changes: Partial<WaitingRequest> = {}): WaitingRequest => ({
  employeeId: 'e-2',
  operationId: 'op-2',
  channel: 'on_site',
  locationIds: ['loc-1'],
  userIds: [],
  latestDate: new WednesdayClock().today().add({ days: 7 }),
  purpose: 'appointment',
  ...changes,
});

describe('booking a waiting employee from freed time', () => {
  it('books the offered slot for their operation through the agenda’s booking', async () => {
    const booking = new RecordingBooking();
    const result = await new BookFromWaitlist(booking as unknown as BookAppointment).execute(aMatch());
    expect(result.ok).toBe(true);
    expect(booking.drafts[0]).toMatchObject({
      userId: 'u-1',
      operationId: 'op-2',
      employeeId: 'e-2',
      roomId: 'room-1',
      date: aMatch().slot.start.toPlainDate(),
      startTime: aMatch().slot.start.toPlainTime(),
      endTime: aMatch().slot.end.toPlainTime(),
    });
  });

  it('books a phone appointment without a place', async () => {
    const booking = new RecordingBooking();
    await new BookFromWaitlist(booking as unknown as BookAppointment).execute(
      aMatch({ entry: anEntry({ channel: 'phone' }) }),
    );
    expect(booking.drafts[0]).toMatchObject({
      channel: 'phone',
      locationId: null,
      roomId: null,
      resourceIds: [],
    });
  });

  it('leaves an operation withheld from the reader to a medical colleague, asking nothing', async () => {
    const booking = new RecordingBooking();
    const result = await new BookFromWaitlist(booking as unknown as BookAppointment).execute(
      aMatch({ entry: anEntry({ operation: null, detailsHidden: true, title: 'Onderzoek' }) }),
    );
    expect(result).toEqual({ ok: false, error: { code: 'waitlist.withheld', message: null } });
    expect(booking.drafts).toEqual([]);
  });

  it('says the back office’s reason when the time was taken meanwhile', async () => {
    const booking = new RecordingBooking();
    booking.refusal = 'Linda Hoekstra heeft op dat moment al een afspraak.';
    const result = await new BookFromWaitlist(booking as unknown as BookAppointment).execute(aMatch());
    expect(result).toEqual({
      ok: false,
      error: { code: 'waitlist.refused', message: 'Linda Hoekstra heeft op dat moment al een afspraak.' },
    });
  });
});

describe('putting an employee on the waitlist', () => {
  it('sends nothing while a field is wrong, and says which', async () => {
    const waitlist = new FakeWaitlistGateway();
    const put = new PutOnWaitlist(waitlist, new WednesdayClock(), new RecordingNotifier());
    const result = await put.execute(request({ latestDate: null }), 'Ruben Smit');
    expect(result.ok ? null : result.error.fields).toEqual({ latestDate: 'required' });
    expect(waitlist.added).toEqual([]);
  });

  it('puts them on, and says so by name', async () => {
    const waitlist = new FakeWaitlistGateway();
    const notifier = new RecordingNotifier();
    const result = await new PutOnWaitlist(waitlist, new WednesdayClock(), notifier).execute(
      request(),
      'Ruben Smit',
    );
    expect(result.ok).toBe(true);
    expect(waitlist.added).toHaveLength(1);
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'waitlist.notices.added', values: { name: 'Ruben Smit' } },
    ]);
  });

  it('shows the back office’s refusal of a field next to it', async () => {
    const waitlist = new FakeWaitlistGateway();
    waitlist.addAnswer = fail({
      ...rejected(422, 'Deze medewerker staat al op de wachtlijst.'),
      fieldErrors: { employeeId: ['Deze medewerker staat al op de wachtlijst.'] },
    });
    const result = await new PutOnWaitlist(waitlist, new WednesdayClock(), new RecordingNotifier()).execute(
      request(),
      'Ruben Smit',
    );
    expect(result.ok ? null : result.error.serverFields).toEqual({
      employeeId: 'Deze medewerker staat al op de wachtlijst.',
    });
  });
});
