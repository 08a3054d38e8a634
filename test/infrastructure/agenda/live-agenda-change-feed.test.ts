import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { AgendaChange, AgendaFeedEvent } from '../../../src/application/agenda/agenda-change-feed';
import type {
  ChangeTransport,
  FeedPosition,
  PageVisibility,
} from '../../../src/infrastructure/agenda/live-agenda-change-feed';
import {
  LiveAgendaChangeFeed,
  POLL_MS,
  RECONNECT_MS,
  STREAM_RETRY_MS,
} from '../../../src/infrastructure/agenda/live-agenda-change-feed';
import { anAppointment } from '../../application/agenda/agenda-fakes';
import { FakeScheduler } from '../../support/fake-scheduler';

const aChange = (sequence: number, by = 'u-anna'): AgendaChange => ({
  sequence,
  kind: 'moved',
  appointment: anAppointment({ id: `a-${sequence}` }),
  previous: null,
  by: { id: by, name: 'Anna de Vries' },
  at: Temporal.ZonedDateTime.from('2025-11-05T10:00:00+01:00[Europe/Amsterdam]'),
});

interface Stream {
  readonly since: number | null;
  readonly ready: (position: FeedPosition) => void;
  readonly change: (change: AgendaChange) => void;
  readonly failed: () => void;
  closed: boolean;
}

/** A back office that the test speaks for: which streams were opened from where, which polls were asked. */
class FakeTransport implements ChangeTransport {
  readonly streams: Stream[] = [];
  readonly polls: (number | null)[] = [];
  pollAnswer: (FeedPosition & { changes: readonly AgendaChange[] }) | null = null;

  open(since: number | null, handlers: Omit<Stream, 'since' | 'closed'>): () => void {
    const stream: Stream = { since, ...handlers, closed: false };
    this.streams.push(stream);
    return () => (stream.closed = true);
  }
  poll(since: number | null) {
    this.polls.push(since);
    return Promise.resolve(this.pollAnswer);
  }
  get live(): Stream[] {
    return this.streams.filter((stream) => !stream.closed);
  }
  get latest(): Stream {
    const stream = this.streams.at(-1);
    if (!stream) throw new Error('no stream opened');
    return stream;
  }
}

class FakePage implements PageVisibility {
  private listeners = new Set<() => void>();
  isHidden = false;
  hidden() {
    return this.isHidden;
  }
  onChange(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(hidden: boolean) {
    this.isHidden = hidden;
    for (const listener of this.listeners) listener();
  }
  get watchers() {
    return this.listeners.size;
  }
}

function aFeed() {
  const transport = new FakeTransport();
  const scheduler = new FakeScheduler();
  const page = new FakePage();
  const feed = new LiveAgendaChangeFeed(transport, scheduler, page);
  const heard: AgendaFeedEvent[] = [];
  const sequences = () =>
    heard.flatMap((event): (number | 'reload')[] =>
      event.type === 'changes' ? event.changes.map((change) => change.sequence) : ['reload'],
    );
  return { transport, scheduler, page, feed, heard, sequences };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live agenda change feed', () => {
  it('hands on each change once, in order, even when the stream repeats one', () => {
    const { transport, feed, heard, sequences } = aFeed();
    feed.follow((event) => heard.push(event));
    expect(transport.latest.since).toBeNull();
    transport.latest.ready({ last: 40, reset: false });
    transport.latest.change(aChange(41));
    transport.latest.change(aChange(41));
    transport.latest.change(aChange(40));
    transport.latest.change(aChange(42));
    expect(sequences()).toEqual([41, 42]);
    expect(feed.position).toBe(42);
  });

  it('resumes a dropped stream from the last change it handed on', () => {
    const { transport, scheduler, feed, heard, sequences } = aFeed();
    feed.follow((event) => heard.push(event));
    transport.latest.ready({ last: 7, reset: false });
    transport.latest.change(aChange(8));
    transport.latest.failed();
    expect(transport.live).toHaveLength(0);
    scheduler.advance(RECONNECT_MS);
    expect(transport.latest.since).toBe(8);
    transport.latest.ready({ last: 8, reset: false });
    transport.latest.change(aChange(9));
    expect(sequences()).toEqual([8, 9]);
  });

  it('polls while no stream can be opened, and goes back to a stream once one opens', async () => {
    const { transport, scheduler, feed, heard, sequences } = aFeed();
    feed.follow((event) => heard.push(event));
    transport.latest.ready({ last: 3, reset: false });
    transport.latest.failed();
    scheduler.advance(RECONNECT_MS);
    // The new stream cannot even open: polling from where the feed stood.
    transport.pollAnswer = { last: 5, reset: false, changes: [aChange(4), aChange(5)] };
    transport.latest.failed();
    await settled();
    expect(transport.polls).toEqual([3]);
    expect(sequences()).toEqual([4, 5]);
    transport.pollAnswer = { last: 5, reset: false, changes: [] };
    scheduler.advance(POLL_MS);
    await settled();
    expect(transport.polls).toEqual([3, 5]);
    scheduler.advance(STREAM_RETRY_MS - POLL_MS);
    await settled();
    expect(transport.latest.since).toBe(5);
    expect(transport.latest.closed).toBe(false);
    transport.latest.ready({ last: 5, reset: false });
    const polled = transport.polls.length;
    scheduler.advance(POLL_MS * 4);
    await settled();
    expect(transport.polls).toHaveLength(polled);
  });

  it('rests while the page is hidden and catches up from where it stood when it shows', () => {
    const { transport, scheduler, page, feed, heard, sequences } = aFeed();
    feed.follow((event) => heard.push(event));
    transport.latest.ready({ last: 10, reset: false });
    transport.latest.change(aChange(11));
    page.set(true);
    expect(transport.live).toHaveLength(0);
    expect(scheduler.running).toBe(0);
    page.set(false);
    expect(transport.live).toHaveLength(1);
    expect(transport.latest.since).toBe(11);
    transport.latest.ready({ last: 11, reset: false });
    transport.latest.change(aChange(12));
    transport.latest.change(aChange(13));
    expect(sequences()).toEqual([11, 12, 13]);
  });

  it('opens nothing while the page starts hidden', () => {
    const { transport, page, feed } = aFeed();
    page.isHidden = true;
    feed.follow(() => undefined);
    expect(transport.streams).toHaveLength(0);
  });

  it('tells its followers to reload when the back office no longer holds what they missed', () => {
    const { transport, page, feed, heard, sequences } = aFeed();
    feed.follow((event) => heard.push(event));
    transport.latest.ready({ last: 20, reset: false });
    page.set(true);
    page.set(false);
    transport.latest.ready({ last: 900, reset: true });
    expect(sequences()).toEqual(['reload']);
    transport.latest.change(aChange(901));
    expect(sequences()).toEqual(['reload', 901]);
  });

  it('shares one stream among its followers and closes it, and every timer, when the last one stops', () => {
    const { transport, scheduler, page, feed } = aFeed();
    const stopOne = feed.follow(() => undefined);
    const stopTwo = feed.follow(() => undefined);
    expect(transport.streams).toHaveLength(1);
    transport.latest.failed();
    stopOne();
    expect(scheduler.running).toBeGreaterThan(0);
    stopTwo();
    expect(transport.live).toHaveLength(0);
    expect(scheduler.running).toBe(0);
    expect(page.watchers).toBe(0);
  });
});
