import { Temporal } from 'temporal-polyfill';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type {
  CaseDeadline,
  FreedTimeMatch,
  WaitingEntry,
  WaitlistGateway,
  WaitlistQuery,
} from '../../../src/application/waitlist/waitlist-gateway';
import type { Result } from '../../../src/domain/shared/result';
import { ok } from '../../../src/domain/shared/result';
import type { FreedTime } from '../../../src/domain/waitlist/freed-time-match';
import type { WaitingRequest } from '../../../src/domain/waitlist/waiting-entry';

type Answer<T> = Result<T, GatewayFailure>;

const amsterdam = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Amsterdam]`);

export const anEntry = (changes: Partial<WaitingEntry> = {}): WaitingEntry => ({
  id: 'w-1',
  employee: { id: 'e-2', name: 'Ruben Smit', employerName: 'Bakkerij De Gouden Korenaar' },
  operation: { id: 'op-2', name: 'Spreekuur casemanager' },
  title: 'Spreekuur casemanager',
  detailsHidden: false,
  channel: 'on_site',
  locations: [{ id: 'loc-1', name: 'Utrecht' }],
  professionals: [{ id: 'u-1', name: 'Linda Hoekstra' }],
  latestDate: Temporal.PlainDate.from('2025-11-12'),
  purpose: 'appointment',
  addedAt: Temporal.Instant.from('2025-11-01T09:00:00Z'),
  addedBy: 'Petra Planning',
  ...changes,
});

export const aMatch = (changes: Partial<FreedTimeMatch> = {}): FreedTimeMatch => ({
  entry: anEntry(),
  slot: {
    userId: 'u-1',
    userName: 'Linda Hoekstra',
    locationId: 'loc-1',
    roomId: 'room-1',
    resourceIds: [],
    start: amsterdam('2025-11-05T09:00'),
    end: amsterdam('2025-11-05T09:45'),
  },
  ...changes,
});

/** The waitlist as the test sets it up; it records what it was asked. */
export class FakeWaitlistGateway implements WaitlistGateway {
  readonly asked: FreedTime[] = [];
  readonly added: WaitingRequest[] = [];
  matchesAnswer: Answer<readonly FreedTimeMatch[]> = ok([aMatch()]);
  addAnswer: Answer<WaitingEntry> | null = null;
  deadline: CaseDeadline = { problemAnalysisBy: null };

  list(_query: WaitlistQuery): Promise<Answer<{ rows: readonly WaitingEntry[]; total: number }>> {
    return Promise.resolve(ok({ rows: [anEntry()], total: 1 }));
  }
  add(request: WaitingRequest): Promise<Answer<WaitingEntry>> {
    this.added.push(request);
    return Promise.resolve(this.addAnswer ?? ok(anEntry()));
  }
  remove(): Promise<Answer<void>> {
    return Promise.resolve(ok(undefined));
  }
  matches(freed: FreedTime): Promise<Answer<readonly FreedTimeMatch[]>> {
    this.asked.push(freed);
    return Promise.resolve(this.matchesAnswer);
  }
  caseDeadline(): Promise<Answer<CaseDeadline>> {
    return Promise.resolve(ok(this.deadline));
  }
}
