import { Temporal } from 'temporal-polyfill';
import type { AppointmentChannel } from '../agenda/appointment';

/** Why an employee waits: an ordinary appointment, or the probleemanalyse of their absence case. */
export const WAITING_PURPOSES = ['appointment', 'problem-analysis'] as const;
export type WaitingPurpose = (typeof WAITING_PURPOSES)[number];

/** The longest a planner may look ahead for a latest date: a year, as the agenda plans no further. */
export const LATEST_DATE_MAX_DAYS = 366;

/** What a planner asks when putting an employee on the waitlist. */
export interface WaitingRequest {
  readonly employeeId: string;
  readonly operationId: string;
  readonly channel: AppointmentChannel;
  /** The locations that suit; empty: any location that offers the operation. */
  readonly locationIds: readonly string[];
  /** The professionals that suit; empty: anyone who may do the operation. */
  readonly userIds: readonly string[];
  /** The last day the appointment may be on; for a probleemanalyse the back office takes the case's deadline. */
  readonly latestDate: Temporal.PlainDate | null;
  readonly purpose: WaitingPurpose;
}

export type WaitingField = 'employeeId' | 'operationId' | 'latestDate';
export type WaitingProblem = 'required' | 'in-past' | 'too-far';

/**
 * What keeps a request from being sent: an employee and an operation, and (unless the back office
 * takes the case's deadline) a latest date from today up to a year ahead.
 */
export function waitingProblems(
  request: WaitingRequest,
  today: Temporal.PlainDate,
): Partial<Record<WaitingField, WaitingProblem>> {
  const problems: Partial<Record<WaitingField, WaitingProblem>> = {};
  if (request.employeeId === '') problems.employeeId = 'required';
  if (request.operationId === '') problems.operationId = 'required';
  if (request.purpose === 'appointment') {
    const latest = request.latestDate;
    if (latest === null) problems.latestDate = 'required';
    else if (Temporal.PlainDate.compare(latest, today) < 0) problems.latestDate = 'in-past';
    else if (today.until(latest, { largestUnit: 'days' }).days > LATEST_DATE_MAX_DAYS)
      problems.latestDate = 'too-far';
  }
  return problems;
}

/** Enough of a waiting entry to put it in the order offers are made in. */
export interface Waiting {
  readonly id: string;
  readonly latestDate: Temporal.PlainDate;
  readonly addedAt: Temporal.Instant;
}

/**
 * The order in which waiting employees are offered a freed time: the one whose latest date comes
 * first, then who waits longest, then by id, so the same list always reads the same.
 */
export function inOfferOrder<W extends Waiting>(entries: readonly W[]): W[] {
  return [...entries].sort(
    (a, b) =>
      Temporal.PlainDate.compare(a.latestDate, b.latestDate) ||
      Temporal.Instant.compare(a.addedAt, b.addedAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
