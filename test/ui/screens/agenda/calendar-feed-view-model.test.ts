import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type {
  CalendarFeed,
  CalendarFeedGateway,
  IssuedCalendarFeed,
} from '../../../../src/application/agenda/calendar-feed-gateway';
import { CalendarSubscription } from '../../../../src/application/agenda/calendar-subscription';
import type { GatewayFailure } from '../../../../src/application/platform/gateway-failure';
import type { Result } from '../../../../src/domain/shared/result';
import { fail, ok } from '../../../../src/domain/shared/result';
import { CalendarFeedViewModel } from '../../../../src/ui/screens/agenda/calendar-feed-view-model';
import { rejected } from '../../../application/agenda/agenda-fakes';
import { FakeSessionStore } from '../../../support/fakes';
import { aUser } from '../../../support/user-mother';

const MADE = Temporal.Instant.from('2026-11-05T09:00:00Z');
const URL_ONE = `https://portal.example/api/feeds/agenda/${'a'.repeat(43)}.ics`;
const URL_TWO = `https://portal.example/api/feeds/agenda/${'b'.repeat(43)}.ics`;

/** The back office's subscription as the test sets it: one at most, a new address on every issue. */
class FakeFeeds implements CalendarFeedGateway {
  feed: CalendarFeed | null = null;
  readonly urls = [URL_ONE, URL_TWO];
  failure: GatewayFailure | null = null;
  readonly calls: string[] = [];
  current(): Promise<Result<CalendarFeed | null, GatewayFailure>> {
    this.calls.push('current');
    return Promise.resolve(this.failure ? fail(this.failure) : ok(this.feed));
  }
  issue(): Promise<Result<IssuedCalendarFeed, GatewayFailure>> {
    this.calls.push('issue');
    if (this.failure) return Promise.resolve(fail(this.failure));
    this.feed = { createdAt: MADE, lastFetchedAt: null };
    return Promise.resolve(ok({ ...this.feed, url: this.urls.shift() ?? '' }));
  }
  revoke(): Promise<Result<void, GatewayFailure>> {
    this.calls.push('revoke');
    if (this.failure) return Promise.resolve(fail(this.failure));
    this.feed = null;
    return Promise.resolve(ok(undefined));
  }
}

function setUp(permissions: string[] = ['has_calendar'], userTypeId = 1) {
  const feeds = new FakeFeeds();
  const session = new FakeSessionStore();
  session.signIn(aUser().ofType(userTypeId).withRole(permissions).build());
  return { feeds, vm: new CalendarFeedViewModel(new CalendarSubscription(feeds), session) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the settings’ calendar subscription', () => {
  it('is offered only to a user with an agenda of their own, and loads only for them', async () => {
    const professional = setUp();
    professional.vm.attach();
    await settled();
    expect(professional.vm.offered).toBe(true);
    expect(professional.vm.state).toBe('ready');
    const employer = setUp(['has_calendar'], 3);
    const none = setUp(['view_tasks']);
    for (const { vm, feeds } of [employer, none]) {
      vm.attach();
      await settled();
      expect(vm.offered).toBe(false);
      expect(feeds.calls).toEqual([]);
    }
  });

  it('turned on, shows the new address once, until it is hidden', async () => {
    const { vm } = setUp();
    vm.attach();
    await settled();
    expect(vm.feed).toBeNull();
    await vm.issue();
    expect(vm.address).toBe(URL_ONE);
    expect(vm.feed).toEqual({ createdAt: MADE, lastFetchedAt: null });
    expect(vm.notice).toBe('turnedOn');
    vm.copied(true);
    expect(vm.copy).toBe('copied');
    vm.hideAddress();
    expect(vm.address).toBeNull();
    await vm.load();
    expect(vm.address).toBeNull();
  });

  it('replaces the address only once asked again, and says the old one stopped', async () => {
    const { vm, feeds } = setUp();
    feeds.feed = { createdAt: MADE, lastFetchedAt: null };
    vm.attach();
    await settled();
    vm.ask('replace');
    expect(vm.confirming).toBe('replace');
    vm.keep();
    expect(feeds.calls).toEqual(['current']);
    vm.ask('replace');
    await vm.issue();
    expect([vm.address, vm.notice, vm.confirming]).toEqual([URL_ONE, 'replaced', null]);
  });

  it('turned off, forgets the address and says so', async () => {
    const { vm } = setUp();
    vm.attach();
    await settled();
    await vm.issue();
    vm.ask('revoke');
    await vm.revoke();
    expect([vm.feed, vm.address, vm.notice, vm.confirming]).toEqual([null, null, 'turnedOff', null]);
  });

  it('shows a refusal in the server’s words, and says nothing more of a failure already told', async () => {
    const { vm, feeds } = setUp();
    vm.attach();
    await settled();
    feeds.failure = rejected(403, 'U heeft geen eigen agenda.');
    await vm.issue();
    expect(vm.problem).toEqual({ kind: 'message', text: 'U heeft geen eigen agenda.' });
    feeds.failure = { kind: 'network', told: true };
    await vm.revoke();
    expect(vm.problem).toBeNull();
    feeds.failure = { kind: 'malformed', told: false };
    await vm.revoke();
    expect(vm.problem).toEqual({ kind: 'failed' });
  });

  it('shows a failed load in place, and loads again on a retry', async () => {
    const { vm, feeds } = setUp();
    feeds.failure = { kind: 'network', told: false };
    vm.attach();
    await settled();
    expect(vm.state).toBe('failed');
    feeds.failure = null;
    await vm.load();
    expect(vm.state).toBe('ready');
  });
});
