import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { SessionStore } from '../../../application/session/session-store';
import type { BookFromWaitlist } from '../../../application/waitlist/book-from-waitlist';
import type {
  AgendaChange,
  FreedBy,
  FreedTimeOffer,
  OfferFreedTime,
} from '../../../application/waitlist/offer-freed-time';
import type { FreedTimeMatch } from '../../../application/waitlist/waitlist-gateway';
import { permissionsOf } from '../../../domain/access/user';

/** How many freed times the panel keeps at once: the newest, the older ones give way. */
export const KEPT_OFFERS = 5;

/** What the panel says of one match after the planner acted on it. */
export type MatchOutcome =
  | { readonly kind: 'booking' }
  | { readonly kind: 'booked' }
  | { readonly kind: 'refused'; readonly message: string | null };

const keyOf = (match: FreedTimeMatch) => `${match.entry.id}|${match.slot.start.epochMilliseconds}`;

/**
 * The waiting employees freed time fits, as it frees (OfferFreedTime), newest first: in the agenda
 * what the reader frees, on the planning screen what others free. Booking one goes through the
 * agenda's booking; the back office then takes them off the list, and the freed time is asked again,
 * so the others it still fits stay offered. The serial makes the same words said twice heard twice.
 */
export class FreedTimeOffersViewModel {
  offers: readonly FreedTimeOffer[] = [];
  outcomes: ReadonlyMap<string, MatchOutcome> = new Map();
  /** The latest offer, for the polite live region. */
  announced: { readonly count: number; readonly serial: number } | null = null;
  private serial = 0;
  private controller = new AbortController();
  /** The newest of the reader's own changes considered. */
  private considered = 0;
  /** The time freed outside the agenda already asked about, by its key, with its number. */
  private freedKeys = new Map<string, number>();

  constructor(
    private readonly offer: OfferFreedTime,
    private readonly booking: BookFromWaitlist,
    private readonly session: SessionStore,
    private readonly whose: FreedBy,
  ) {
    makeAutoObservable<
      FreedTimeOffersViewModel,
      'offer' | 'booking' | 'session' | 'whose' | 'serial' | 'controller' | 'considered' | 'freedKeys'
    >(
      this,
      {
        offer: false,
        booking: false,
        session: false,
        whose: false,
        serial: false,
        controller: false,
        considered: false,
        freedKeys: false,
        offers: observableRef,
        outcomes: observableRef,
        announced: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The place it shows in, for the ids of its heading. */
  get place(): FreedBy {
    return this.whose;
  }

  /** Who plans is offered freed time; anyone else follows nothing. */
  get mayPlan(): boolean {
    const user = this.session.user;
    if (!user) return false;
    const permissions = permissionsOf(user);
    return (
      permissions.has('use_planning_functionality') || permissions.has('employer_use_planning_functionality')
    );
  }

  attach(): () => void {
    if (!this.mayPlan) return () => undefined;
    this.controller = new AbortController();
    // Attached again (React's strict mode), what was asked with the cancelled calls is asked again.
    this.considered = 0;
    this.freedKeys = new Map();
    // What the reader frees, the agenda hands over (consider); what others free, the feed tells.
    const stop = this.whose === 'others' ? this.offer.execute('others', this.receive) : () => undefined;
    return () => {
      stop();
      this.controller.abort();
    };
  }

  /** The reader's own changes as the agenda has them: the time each frees is offered, each once. */
  consider(changes: readonly AgendaChange[]): void {
    if (!this.mayPlan) return;
    this.considered = this.offer.consider(changes, this.considered, this.controller.signal, this.receive);
  }

  /**
   * Time freed outside the agenda by the reader (a day off taken back), told by its screen: each
   * offered once, under a number of its own below the agenda's changes' (which only grow from 1).
   */
  considerFreed(
    freed: readonly {
      readonly key: string;
      readonly userId: string;
      readonly userName: string;
      readonly start: FreedTimeOffer['freed']['start'];
      readonly end: FreedTimeOffer['freed']['end'];
    }[],
  ): void {
    const me = this.session.user;
    if (!this.mayPlan || !me) return;
    for (const time of freed) {
      if (this.freedKeys.has(time.key)) continue;
      this.freedKeys.set(time.key, -(this.freedKeys.size + 1));
      this.offer.considerFreed(
        {
          userId: time.userId,
          userName: time.userName,
          start: time.start,
          end: time.end,
          by: { id: me.id, name: me.displayName },
          sequence: this.freedKeys.get(time.key) ?? 0,
        },
        this.controller.signal,
        this.receive,
      );
    }
  }

  receive(offer: FreedTimeOffer): void {
    const others = this.offers.filter((shown) => shown.freed.sequence !== offer.freed.sequence);
    this.offers = [offer, ...others].slice(0, KEPT_OFFERS);
    this.serial += 1;
    this.announced = { count: offer.matches.length, serial: this.serial };
  }

  outcomeOf(match: FreedTimeMatch): MatchOutcome | null {
    return this.outcomes.get(keyOf(match)) ?? null;
  }

  dismiss(offer: FreedTimeOffer): void {
    this.offers = this.offers.filter((shown) => shown !== offer);
  }

  /** Books the match; `shown` tells the screen, which then shows the new appointment. */
  async book(offer: FreedTimeOffer, match: FreedTimeMatch, shown?: () => void): Promise<void> {
    const key = keyOf(match);
    if (this.outcomes.get(key)?.kind === 'booking') return;
    this.setOutcome(key, { kind: 'booking' });
    const result = await this.booking.execute(match);
    if (!result.ok) {
      this.setOutcome(key, { kind: 'refused', message: result.error.message });
      return;
    }
    this.setOutcome(key, { kind: 'booked' });
    shown?.();
    // The freed time again, for the others it still fits; the one booked stays in sight, marked.
    const again = await this.offer.matchesFor(offer.freed, this.controller.signal);
    if (!again.ok || this.controller.signal.aborted) return;
    runInAction(() => {
      const kept = offer.matches.filter((shown) => shown.entry.id === match.entry.id);
      const replaced = { freed: offer.freed, matches: [...kept, ...again.value] };
      this.offers = this.offers.map((shown) => (shown === offer ? replaced : shown));
    });
  }

  private setOutcome(key: string, outcome: MatchOutcome): void {
    const next = new Map(this.outcomes);
    next.set(key, outcome);
    this.outcomes = next;
  }
}
