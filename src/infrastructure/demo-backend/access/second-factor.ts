import { createHash, timingSafeEqual } from 'node:crypto';
import { deleteCookie } from 'hono/cookie';
import * as OTPAuth from 'otpauth';
import type { DemoState } from '../demo-backend';
import type { Ctx, Kit } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import type { TwoFactorState } from './access-state';
import { recordWrongCode } from './lockout';
import { accountIn, SESSION_COOKIE } from './session-kit';

/** Wrong guesses after which an SMS code is thrown away. */
export const MAX_FAILED_CODES = 5;
const TOTP_PERIOD_S = 30;

/** A code as people type it: spaces dropped; anything but six digits can never match. */
export const codeFrom = (body: Record<string, unknown>): string => {
  const code = typeof body.code === 'string' ? body.code.replace(/\s+/g, '') : '';
  return /^\d{6}$/.test(code) ? code : '';
};

/**
 * The time step a TOTP code belongs to, when it is valid for the secret within one step either way and
 * newer than the last step accepted for the account (a code is never accepted twice); else null.
 */
export function acceptedTotpStep(twoFactor: TwoFactorState, secret: string, code: string, now: number) {
  if (code === '') return null;
  const totp = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: TOTP_PERIOD_S,
  });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / (TOTP_PERIOD_S * 1000)) + delta;
  return twoFactor.lastTotpStep !== null && step <= twoFactor.lastTotpStep ? null : step;
}

/** SMS codes are stored hashed with the user's id, like passwords, so the state file does not show them. */
export const smsCodeHash = (userId: string, code: string): string =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Every sign-in of the user still waiting for its code ends (a locked account takes none). */
function endPendingSignIns(state: DemoState, userId: string): void {
  for (const [id, session] of Object.entries(state.sessions)) {
    if (session.userId === userId && !session.secondFactorVerified) delete state.sessions[id];
  }
}

/** A sign-in of a locked account waiting for its code is refused like a password would be, and ends. */
export function refuseLockedSignIn(c: Ctx, kit: Kit, userId: string) {
  kit.store.change((state) => endPendingSignIns(state, userId));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return refuse(c, 423, 'locked', { code: 'account_locked' });
}

/**
 * Refuses a wrong second-factor code during a sign-in. Wrong codes are counted on the account, not on
 * the sign-in, so signing in again with the password does not start a fresh count: the fifth in a row
 * locks the account as five wrong passwords do (423), and ends its sign-ins that wait for a code.
 */
export function refuseSignInCode(c: Ctx, kit: Kit, userId: string) {
  const locked = kit.store.change((state) => recordWrongCode(accountIn(state, userId), kit.now()));
  if (!locked) return refuse(c, 422, 'invalidCode', { code: 'invalid_code' });
  return refuseLockedSignIn(c, kit, userId);
}

/** A sign-in's second step passed, by either method: the session is fully signed in, the count ends. */
export function completeSecondFactor(state: DemoState, sessionId: string, now: number): void {
  const session = state.sessions[sessionId];
  if (!session) return;
  session.secondFactorVerified = true;
  session.lastActivity = now;
  accountIn(state, session.userId).failedCodes = 0;
}
