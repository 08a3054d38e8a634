import type { Account } from './access-state';

/** Wrong passwords in a row (at sign-in, or as proof for removing a second factor) that lock an account. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60 * 1000;

/** What the count of wrong attempts keeps: an account's, or that of a username without one. */
export type AttemptCount = Pick<Account, 'failedAttempts' | 'lockedUntil'>;

export const isLocked = (account: AttemptCount, now: number): boolean =>
  account.lockedUntil !== null && account.lockedUntil > now;

/**
 * Counts one failed attempt; the fifth in a row locks the account for LOCK_MS and starts the count
 * again. Call inside `store.change`; true when this attempt locked the account.
 */
export function recordFailedAttempt(account: AttemptCount, now: number): boolean {
  account.failedAttempts += 1;
  if (account.failedAttempts < MAX_FAILED_ATTEMPTS) return false;
  account.lockedUntil = now + LOCK_MS;
  account.failedAttempts = 0;
  return true;
}

/** Wrong attempts left before the account locks, after this count. */
export const attemptsLeft = (account: AttemptCount): number => MAX_FAILED_ATTEMPTS - account.failedAttempts;

/**
 * Counts one wrong second-factor code at sign-in on the account: the fifth in a row locks it for
 * LOCK_MS, like wrong passwords, and starts the count again. Call inside `store.change`; true when this
 * code locked the account.
 */
export function recordWrongCode(account: Account, now: number): boolean {
  account.failedCodes += 1;
  if (account.failedCodes < MAX_FAILED_ATTEMPTS) return false;
  account.lockedUntil = now + LOCK_MS;
  account.failedCodes = 0;
  return true;
}

/** A right password (or proof) ends the count. Call inside `store.change`. */
export function recordSuccess(account: Account): void {
  account.failedAttempts = 0;
  account.lockedUntil = null;
}
