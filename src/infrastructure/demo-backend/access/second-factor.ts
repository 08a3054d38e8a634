import { createHash, timingSafeEqual } from 'node:crypto';
import { deleteCookie } from 'hono/cookie';
import * as OTPAuth from 'otpauth';
import type { DemoState } from '../demo-backend';
import type { Ctx, Kit } from '../platform/route-kit';
import { refuse } from '../platform/route-kit';
import type { TwoFactorState } from './access-state';
import { SESSION_COOKIE } from './session-kit';

/** Wrong codes in a row after which a sign-in waiting for its second factor is ended. */
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

/**
 * Refuses a wrong second-factor code during a sign-in. The fifth in a row ends the pending sign-in with
 * a 401, so guessing needs a fresh password check every five tries.
 */
export function refuseSignInCode(c: Ctx, kit: Kit, sessionId: string) {
  const ended = kit.store.change((state) => {
    const session = state.sessions[sessionId];
    if (!session) return true;
    session.failedCodes += 1;
    if (session.failedCodes < MAX_FAILED_CODES) return false;
    delete state.sessions[sessionId];
    return true;
  });
  if (!ended) return refuse(c, 422, 'invalidCode', { code: 'invalid_code' });
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  return refuse(c, 401, 'tooManyCodes', { code: 'too_many_attempts' });
}

/** A sign-in's second step passed, by either method: the session is fully signed in. */
export function completeSecondFactor(state: DemoState, sessionId: string, now: number): void {
  const session = state.sessions[sessionId];
  if (!session) return;
  session.secondFactorVerified = true;
  session.failedCodes = 0;
  session.lastActivity = now;
}
