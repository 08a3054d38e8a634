import { describe, expect, it } from 'vitest';
import type { AgendaChange } from '../../../src/application/agenda/agenda-change-feed';
import type { FreedTimeOffer } from '../../../src/application/waitlist/offer-freed-time';
import { freedTimeOf, OfferFreedTime } from '../../../src/application/waitlist/offer-freed-time';
import { ok } from '../../../src/domain/shared/result';
import { aUser } from '../../support/user-mother';
import { FakeSessionStore } from '../../support/fakes';
import { aChangeBy, anAppointment, FakeAgendaChangeFeed } from '../agenda/agenda-fakes';
import { FakeWaitlistGateway } from './waitlist-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function following(whose: 'me' | 'others') {
  const feed = new FakeAgendaChangeFeed();
  const waitlist = new FakeWaitlistGateway();
  const session = new FakeSessionStore();
  session.signIn(aUser().build());
  const offers: FreedTimeOffer[] = [];
  const stop = new OfferFreedTime(feed, waitlist, session).execute(whose, (offer) => offers.push(offer));
  const change = (by: string, changes: Partial<AgendaChange>) => {
    const made = aChangeBy(by, anAppointment(), changes);
    feed.emit({
      type: 'changes',
      changes: [by === 'me' ? { ...made, by: { id: 'u-1', name: 'Petra' } } : made],
    });
  };
  return { feed, waitlist, offers, stop, change };
}

describe('the time an agenda change frees', () => {
  const appointment = anAppointment();
  it('is the appointment’s time for a cancellation and a deletion, and where it was for a move', () => {
    const cancelled = anAppointment({ status: 'cancelled' });
    expect(freedTimeOf(aChangeBy('Anna', cancelled, { kind: 'status' }))?.start).toEqual(appointment.start);
    expect(freedTimeOf(aChangeBy('Anna', appointment, { kind: 'deleted' }))?.end).toEqual(appointment.end);
    const before = {
      start: appointment.start.subtract({ hours: 2 }),
      end: appointment.end.subtract({ hours: 2 }),
      userId: 'u-9',
      roomId: null,
      resourceIds: [],
    };
    const moved = freedTimeOf(aChangeBy('Anna', appointment, { kind: 'moved', previous: before }));
    expect([moved?.userId, moved?.start]).toEqual(['u-9', before.start]);
  });

  it('is nothing for a booking, an edit in place, another status or deleting one cancelled before', () => {
    expect(freedTimeOf(aChangeBy('Anna', appointment, { kind: 'booked' }))).toBeNull();
    expect(freedTimeOf(aChangeBy('Anna', appointment, { kind: 'changed' }))).toBeNull();
    expect(
      freedTimeOf(aChangeBy('Anna', anAppointment({ status: 'arrived' }), { kind: 'status' })),
    ).toBeNull();
    expect(
      freedTimeOf(aChangeBy('Anna', anAppointment({ status: 'cancelled' }), { kind: 'deleted' })),
    ).toBeNull();
  });
});

describe('offering freed time', () => {
  it('offers the time the reader’s own changes free as the agenda hands them over, each change once', async () => {
    const waitlist = new FakeWaitlistGateway();
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const offer = new OfferFreedTime(new FakeAgendaChangeFeed(), waitlist, session);
    const offers: FreedTimeOffer[] = [];
    const signal = new AbortController().signal;
    const cancelled = aChangeBy('Petra', anAppointment({ status: 'cancelled' }), {
      kind: 'status',
      sequence: 4,
    });
    const booked = aChangeBy('Petra', anAppointment(), { kind: 'booked', sequence: 5 });
    let newest = offer.consider([cancelled], 0, signal, (made) => offers.push(made));
    newest = offer.consider([cancelled, booked], newest, signal, (made) => offers.push(made));
    await settle();
    expect(newest).toBe(5);
    expect(waitlist.asked).toHaveLength(1);
    expect(offers).toHaveLength(1);
  });

  it('asks which waiting employees the reader’s own cancellation fits, and offers them', async () => {
    const { waitlist, offers, change } = following('me');
    change('me', { kind: 'status', appointment: anAppointment({ status: 'cancelled' }) });
    await settle();
    expect(waitlist.asked).toHaveLength(1);
    expect(offers.map((offer) => offer.matches.length)).toEqual([1]);
  });

  it('leaves others’ changes to the planning screen, and the reader’s own to the agenda', async () => {
    const mine = following('me');
    mine.change('Anna', { kind: 'deleted' });
    const others = following('others');
    others.change('me', { kind: 'deleted' });
    others.change('Anna', { kind: 'deleted' });
    await settle();
    expect(mine.waitlist.asked).toHaveLength(0);
    expect(others.waitlist.asked).toHaveLength(1);
  });

  it('offers nothing when the freed time fits nobody, or the back office cannot say', async () => {
    const { waitlist, offers, change } = following('others');
    waitlist.matchesAnswer = ok([]);
    change('Anna', { kind: 'deleted' });
    await settle();
    expect(offers).toEqual([]);
  });

  it('follows nothing once stopped, and drops an answer that comes after', async () => {
    const { feed, offers, stop, change } = following('others');
    change('Anna', { kind: 'deleted' });
    stop();
    await settle();
    expect(offers).toEqual([]);
    expect(feed.listeners.size).toBe(0);
  });
});
