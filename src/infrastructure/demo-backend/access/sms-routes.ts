import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { deliver } from '../platform/outbox';
import type { Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import { say } from '../platform/server-messages';
import type { SmsCode } from './access-state';
import { isLocked } from './lockout';
import { maskMobile, normalizeDutchMobile } from './mobile';
import {
  codeFrom,
  completeSecondFactor,
  MAX_FAILED_CODES,
  refuseLockedSignIn,
  refuseSignInCode,
  sameHash,
  smsCodeHash,
} from './second-factor';
import { accountIn, sessionOf, signInAnswer } from './session-kit';

export const SMS_CODE_LIFETIME_S = 300;
export const SMS_SEND_LIMIT = 5;
export const SMS_SEND_WINDOW_MS = 10 * 60 * 1000;

/**
 * SMS codes, for the sign-in's second step (to the number on file), for setting up a number (to the
 * number given, which becomes the account's only once its code comes back), and, with
 * `{ "purpose": "removal" }`, as proof before SMS codes are switched off (to the number on file; see
 * factor-removal-routes.ts).
 */
export function smsRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  routes.post('/api/auth/two-factor/sendsms', async (c) => {
    const found = sessionOf(c);
    if (!found) return refuse(c, 401, 'unauthenticated');
    const { session, user } = found;
    const language = languageFor(c);
    const twoFactor = accountIn(store.state, user.id).twoFactor;
    const body = session.secondFactorVerified ? await readJson(c) : {};
    const purpose: SmsCode['purpose'] = !session.secondFactorVerified
      ? 'sign-in'
      : body.purpose === 'removal'
        ? 'removal'
        : 'setup';
    let to: string | null;
    if (purpose === 'sign-in') {
      if (twoFactor.method !== 'sms')
        return refuse(c, 422, 'noPendingSignIn', { code: 'no_pending_sign_in' });
      if (isLocked(accountIn(store.state, user.id), now())) return refuseLockedSignIn(c, kit, user.id);
      to = twoFactor.mobile;
      if (!to) return refuse(c, 422, 'noMobile', { code: 'no_mobile' });
    } else if (purpose === 'removal') {
      // Proof of the number on file, whatever number the body may name.
      to = twoFactor.mobile;
      if (!to) return refuse(c, 422, 'noMobile', { code: 'no_mobile' });
    } else {
      const given = body.mobile;
      const typed = given !== undefined && given !== null && given !== '';
      to = typed ? normalizeDutchMobile(given) : twoFactor.mobile;
      if (!to) return refuseFields(c, { mobile: [say(typed ? 'invalidMobile' : 'required', language)] });
    }
    const recent = twoFactor.smsSentAt.filter((at) => at > now() - SMS_SEND_WINDOW_MS);
    const oldest = recent[0];
    if (recent.length >= SMS_SEND_LIMIT && oldest !== undefined) {
      const seconds = Math.max(1, Math.ceil((oldest + SMS_SEND_WINDOW_MS - now()) / 1000));
      c.header('Retry-After', String(seconds));
      return refuse(c, 429, 'tooManySms', { code: 'too_many_requests', params: { seconds } });
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const mobile = to;
    store.change((state) => {
      const stored = accountIn(state, user.id).twoFactor;
      stored.smsSentAt = [...recent, now()];
      // A new code replaces the previous one, whatever it was for.
      stored.sms = {
        codeHash: smsCodeHash(user.id, code),
        expiresAt: now() + SMS_CODE_LIFETIME_S * 1000,
        attempts: 0,
        purpose,
      };
      if (purpose === 'setup') stored.pendingMobile = mobile;
    });
    deliver(kit, { channel: 'sms', to: mobile, subject: '', body: say('smsBody', language, { code }) });
    return c.json({ data: { maskedMobile: maskMobile(mobile), expiresInSeconds: SMS_CODE_LIFETIME_S } });
  });

  routes.post('/api/auth/two-factor/verifysms', async (c) => {
    const found = sessionOf(c);
    if (!found) return refuse(c, 401, 'unauthenticated');
    const { session, sessionId, user } = found;
    const twoFactor = accountIn(store.state, user.id).twoFactor;
    const settingUp = session.secondFactorVerified;
    if (settingUp && !twoFactor.pendingMobile)
      return refuse(c, 422, 'noPendingSetup', { code: 'no_pending_setup' });
    if (!settingUp && twoFactor.method !== 'sms')
      return refuse(c, 422, 'noPendingSignIn', { code: 'no_pending_sign_in' });
    if (!settingUp && isLocked(accountIn(store.state, user.id), now()))
      return refuseLockedSignIn(c, kit, user.id);
    const code = codeFrom(await readJson(c));
    const sms = twoFactor.sms;
    const live =
      sms && sms.purpose === (settingUp ? 'setup' : 'sign-in') && sms.expiresAt > now() ? sms : null;
    if (!live || code === '' || !sameHash(live.codeHash, smsCodeHash(user.id, code))) {
      store.change((state) => {
        const stored = accountIn(state, user.id).twoFactor;
        // An expired code is dropped; a live one survives a few wrong guesses, then is dropped too.
        if (stored.sms && stored.sms.expiresAt <= now()) stored.sms = null;
        else if (live && stored.sms && ++stored.sms.attempts >= MAX_FAILED_CODES) stored.sms = null;
      });
      return settingUp
        ? refuse(c, 422, 'invalidCode', { code: 'invalid_code' })
        : refuseSignInCode(c, kit, user.id);
    }
    store.change((state) => {
      const stored = accountIn(state, user.id).twoFactor;
      stored.sms = null;
      if (settingUp) {
        stored.method = 'sms';
        stored.mobile = stored.pendingMobile;
        stored.pendingMobile = null;
        return;
      }
      completeSecondFactor(state, sessionId, now());
    });
    return signInAnswer(c, kit, user, true);
  });

  return routes;
}
