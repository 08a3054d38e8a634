import type { Temporal } from 'temporal-polyfill';
import type { AppointmentChannel } from '../../domain/agenda/appointment';
import type { Result } from '../../domain/shared/result';
import type { FreedTime } from '../../domain/waitlist/freed-time-match';
import type { WaitingPurpose, WaitingRequest } from '../../domain/waitlist/waiting-entry';
import type { GatewayFailure } from '../platform/gateway-failure';
import { token } from '../platform/token';

/**
 * An employee on the waitlist, as the back office lets this reader see it: a medical operation only
 * for a medical reader (otherwise no id and no name, only the neutral title the agenda gives it).
 */
export interface WaitingEntry {
  readonly id: string;
  readonly employee: { readonly id: string; readonly name: string; readonly employerName: string };
  /** Null where the operation is withheld from this reader. */
  readonly operation: { readonly id: string; readonly name: string } | null;
  /** What it is for as this reader may read it: the operation's name, or the agenda's neutral title. */
  readonly title: string;
  readonly detailsHidden: boolean;
  readonly channel: AppointmentChannel;
  readonly locations: readonly { readonly id: string; readonly name: string }[];
  readonly professionals: readonly { readonly id: string; readonly name: string }[];
  readonly latestDate: Temporal.PlainDate;
  readonly purpose: WaitingPurpose;
  readonly addedAt: Temporal.Instant;
  readonly addedBy: string;
}

export type WaitlistSortField = 'latestDate' | 'addedAt' | 'employee';

/** A page of the waitlist: its filters (ids and codes), order and page. */
export interface WaitlistQuery {
  readonly search: string;
  readonly operationId: string | null;
  readonly locationId: string | null;
  readonly userId: string | null;
  readonly purpose: WaitingPurpose | null;
  /** Only those whose latest date is on or before this day. */
  readonly latestBefore: Temporal.PlainDate | null;
  readonly sort: { readonly field: WaitlistSortField; readonly direction: 'asc' | 'desc' } | null;
  readonly page: number;
  readonly size: number;
}

/** A waiting employee the freed time fits, with the slot the back office found for them. */
export interface FreedTimeMatch {
  readonly entry: WaitingEntry;
  readonly slot: {
    readonly userId: string;
    readonly userName: string;
    readonly locationId: string | null;
    readonly roomId: string | null;
    readonly resourceIds: readonly string[];
    readonly start: Temporal.ZonedDateTime;
    readonly end: Temporal.ZonedDateTime;
  };
}

/** The deadline a probleemanalyse keeps to, when the employee has an open absence case. */
export interface CaseDeadline {
  /** The last day of week 6 of the open case; null without an open case or once the analysis is done. */
  readonly problemAnalysisBy: Temporal.PlainDate | null;
}

export const WaitlistGateway = token<WaitlistGateway>('WaitlistGateway');
/** The waitlist at the back office (waitlist-schemas.ts is the contract). */
export interface WaitlistGateway {
  /** GET v3/waitlist: a page of the waiting employees the reader may see. */
  list(
    query: WaitlistQuery,
    signal?: AbortSignal,
  ): Promise<Result<{ rows: readonly WaitingEntry[]; total: number }, GatewayFailure>>;
  /** POST v3/waitlist: puts an employee on the list; 422 names the field that is wrong. */
  add(request: WaitingRequest): Promise<Result<WaitingEntry, GatewayFailure>>;
  /** DELETE v3/waitlist/{id}: takes an employee off the list by hand. */
  remove(id: string): Promise<Result<void, GatewayFailure>>;
  /**
   * GET v3/waitlist/matches: the waiting employees the freed time fits, each with its slot, in the
   * order they are offered (latest date first).
   */
  matches(freed: FreedTime, signal?: AbortSignal): Promise<Result<readonly FreedTimeMatch[], GatewayFailure>>;
  /** GET v3/waitlist/case-deadline?employeeId=: the probleemanalyse's deadline of the open case. */
  caseDeadline(employeeId: string, signal?: AbortSignal): Promise<Result<CaseDeadline, GatewayFailure>>;
}
