import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type {
  AgendaChange,
  AgendaChangeFeed,
  AgendaFeedEvent,
} from '../../../src/application/agenda/agenda-change-feed';
import { FollowAgendaChanges } from '../../../src/application/agenda/follow-agenda-changes';
import { FakeSessionStore } from '../../support/fakes';
import { aUser } from '../../support/user-mother';
import { aChangeBy, anAppointment, FakeAgendaChangeFeed } from './agenda-fakes';

const aChange = (sequence: number, by: string): AgendaChange => ({
  sequence,
  kind: 'booked',
  appointment: anAppointment({ id: `a-${sequence}` }),
  previous: null,
  by: { id: by, name: by },
  at: Temporal.ZonedDateTime.from('2025-11-05T10:00:00+01:00[Europe/Amsterdam]'),
});

class FakeFeed implements AgendaChangeFeed {
  listener: ((event: AgendaFeedEvent) => void) | null = null;
  follow(listener: (event: AgendaFeedEvent) => void) {
    this.listener = listener;
    return () => (this.listener = null);
  }
}

describe('following the agenda’s changes', () => {
  it('leaves out the reader’s own changes and passes on everyone else’s and a reload', () => {
    const feed = new FakeFeed();
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const heard: AgendaFeedEvent[] = [];
    const stop = new FollowAgendaChanges(feed, session).execute((event) => heard.push(event));
    const own = session.user?.id ?? '';
    feed.listener?.({ type: 'changes', changes: [aChange(1, own), aChange(2, 'u-anna'), aChange(3, own)] });
    feed.listener?.({ type: 'changes', changes: [aChange(4, own)] });
    feed.listener?.({ type: 'reload' });
    expect(heard).toEqual([{ type: 'changes', changes: [aChange(2, 'u-anna')] }, { type: 'reload' }]);
    stop();
    expect(feed.listener).toBeNull();
  });

  it('tells the reader’s own changes apart, for what acts on them', () => {
    const feed = new FakeAgendaChangeFeed();
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const heard: string[] = [];
    const stop = new FollowAgendaChanges(feed, session).own((changes) =>
      heard.push(...changes.map((change) => change.by.name)),
    );
    const own = { ...aChangeBy('Petra', anAppointment()), by: { id: session.user?.id ?? '', name: 'Petra' } };
    feed.emit({ type: 'changes', changes: [aChangeBy('Anna', anAppointment()), own] });
    feed.emit({ type: 'reload' });
    expect(heard).toEqual(['Petra']);
    stop();
  });
});
