import type { Account } from './access-state';

/** Wrong passwords in a row (at sign-in, or as proof for removing a second factor) that lock an account. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 15 * 60 * 1000;

export const isLocked = (account: Account, now: number): boolean =>
  account.lockedUntil !== null && account.lockedUntil > now;

/**
 * Counts one failed attempt; the fifth in a row locks the account for LOCK_MS and starts the count
 * again. Call inside `store.change`; true when this attempt locked the account.
 */
export function recordFailedAttempt(account: Account, now: number): boolean {
  account.failedAttempts += 1;
  if (account.failedAttempts < MAX_FAILED_ATTEMPTS) return false;
  account.lockedUntil = now + LOCK_MS;
  account.failedAttempts = 0;
  return true;
}

/** A right password (or proof) ends the count. Call inside `store.change`. */
export function recordSuccess(account: Account): void {
  account.failedAttempts = 0;
  account.lockedUntil = null;
}
