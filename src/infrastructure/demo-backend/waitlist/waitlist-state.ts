import type { StoredChannel } from '../agenda/agenda-state';

/** Why an employee waits (the contract's `purpose`). */
export const STORED_PURPOSES = ['appointment', 'problem-analysis'] as const;
export type StoredPurpose = (typeof STORED_PURPOSES)[number];

/** An employee waiting for a free time, as the back office keeps them. */
export interface StoredWaitingEntry {
  id: string;
  employeeId: string;
  operationId: string;
  channel: StoredChannel;
  /** The locations that suit; empty: any that offers the operation. */
  locationIds: string[];
  /** The professionals that suit; empty: anyone who may do it. */
  userIds: string[];
  /** The last day the appointment may be on (Amsterdam date). */
  latestDate: string;
  purpose: StoredPurpose;
  addedAt: string;
  addedById: string;
  addedByName: string;
}

export interface WaitlistState {
  waitlist: StoredWaitingEntry[];
  /** The highest entry id ever handed out: a removed entry's id is never given again. */
  lastWaitlistId: number;
  /** The last agenda change the waitlist has followed (a booking of a waiting employee ends their wait). */
  waitlistCursor: number;
}
