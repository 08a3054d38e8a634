import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { OfferFreedTime } from '../../../../src/application/waitlist/offer-freed-time';
import type { BookFromWaitlist } from '../../../../src/application/waitlist/book-from-waitlist';
import { FreedTimeOffersViewModel } from '../../../../src/ui/screens/waitlist/freed-time-offers-view-model';
import { FakeSessionStore } from '../../../support/fakes';
import { aUser } from '../../../support/user-mother';
import { FakeAgendaChangeFeed } from '../../../application/agenda/agenda-fakes';
import { FakeWaitlistGateway } from '../../../application/waitlist/waitlist-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const at = (text: string) => Temporal.ZonedDateTime.from(`${text}+01:00[Europe/Amsterdam]`);

describe('the time a day off taken back frees', () => {
  it('is offered to the planner who took it back, each day once, as theirs', async () => {
    const waitlist = new FakeWaitlistGateway();
    const session = new FakeSessionStore();
    session.signIn(aUser().displayedAs('Petra Planning').withRole(['use_planning_functionality']).build());
    const vm = new FreedTimeOffersViewModel(
      new OfferFreedTime(new FakeAgendaChangeFeed(), waitlist, session),
      {} as BookFromWaitlist,
      session,
      'me',
    );
    vm.attach();
    const day = {
      key: 'day-off:off-1:2025-11-06',
      userId: 'u-7',
      userName: 'Dr. B. de Jong',
      start: at('2025-11-06T08:00:00'),
      end: at('2025-11-06T17:00:00'),
    };
    vm.considerFreed([day]);
    vm.considerFreed([day, { ...day, key: 'day-off:off-1:2025-11-07', start: at('2025-11-07T08:00:00') }]);
    await settle();
    expect(waitlist.asked).toHaveLength(2);
    expect(vm.offers).toHaveLength(2);
    expect(vm.offers.map((offer) => offer.freed.by.name)).toEqual(['Petra Planning', 'Petra Planning']);
    expect(new Set(vm.offers.map((offer) => offer.freed.sequence)).size).toBe(2);
  });

  it('is offered to nobody who does not plan', async () => {
    const waitlist = new FakeWaitlistGateway();
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const vm = new FreedTimeOffersViewModel(
      new OfferFreedTime(new FakeAgendaChangeFeed(), waitlist, session),
      {} as BookFromWaitlist,
      session,
      'me',
    );
    vm.attach();
    vm.considerFreed([
      {
        key: 'k',
        userId: 'u-7',
        userName: 'B',
        start: at('2025-11-06T08:00:00'),
        end: at('2025-11-06T17:00:00'),
      },
    ]);
    await settle();
    expect(waitlist.asked).toEqual([]);
  });
});
