import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse } from '../platform/route-kit';
import type { ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { TwoFactorMethod, TwoFactorState } from './access-state';
import { refuseTooLongPassword } from './auth-routes';
import { isLocked, recordFailedAttempt, recordSuccess } from './lockout';
import { isTooLongPassword } from './password-rules';
import { verifyPassword } from './passwords';
import { acceptedTotpStep, codeFrom, MAX_FAILED_CODES, sameHash, smsCodeHash } from './second-factor';
import { accountIn, SESSION_COOKIE, sessionOf } from './session-kit';

interface Factor {
  readonly path: string;
  /** Whether the account has this factor to remove (a secret or a number, in use or not). */
  readonly present: (twoFactor: TwoFactorState) => boolean;
  readonly remove: (twoFactor: TwoFactorState) => void;
  readonly proofRequired: ServerMessage;
  readonly removed: ServerMessage;
}

const FACTORS: Record<TwoFactorMethod, Factor> = {
  authenticator: {
    path: '/api/auth/two-factor/reset-authenticator',
    present: (twoFactor) => twoFactor.totpSecret !== null,
    remove: (twoFactor) => {
      twoFactor.totpSecret = null;
      twoFactor.pendingTotpSecret = null;
      if (twoFactor.method === 'authenticator') twoFactor.method = null;
    },
    proofRequired: 'proofRequiredAuthenticator',
    removed: 'authenticatorRemoved',
  },
  sms: {
    path: '/api/auth/two-factor/resetsms',
    present: (twoFactor) => twoFactor.mobile !== null,
    remove: (twoFactor) => {
      twoFactor.mobile = null;
      twoFactor.pendingMobile = null;
      twoFactor.sms = null;
      if (twoFactor.method === 'sms') twoFactor.method = null;
    },
    proofRequired: 'proofRequiredSms',
    removed: 'smsRemoved',
  },
};

/**
 * Switching a second factor off (the authenticator app, or SMS codes and the number on file). A
 * session alone is not enough: whoever sits at a signed-in browser, or holds a stolen session cookie,
 * could otherwise take away the protection against a stolen password with one click. So the call needs
 * proof that its caller is the account's owner: a current code of the factor being removed (`code`:
 * from the app, or an SMS code sent with POST sendsms `{ "purpose": "removal" }`) or the account's
 * password (`password`). This holds for every account, not only for medical ones: absence data is
 * health data too, an administrator can grant access to medical data, and one rule is easier to trust.
 *
 * A wrong code or password counts as a failed attempt, like a wrong password at sign-in; the fifth in a
 * row locks the account and ends the session that made them (401). A factor the account does not have
 * needs no proof: the call then only clears what is half set up.
 */
export function factorRemovalRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  const remove = (method: TwoFactorMethod) => async (c: Ctx) => {
    const factor = FACTORS[method];
    const found = sessionOf(c);
    if (!found?.session.secondFactorVerified) return refuse(c, 401, 'unauthenticated');
    const { user, sessionId } = found;
    const account = accountIn(store.state, user.id);
    if (isLocked(account, now())) return refuse(c, 423, 'locked', { code: 'account_locked' });
    const removed = () => c.json({ message: say(factor.removed, languageFor(c)) });
    if (!factor.present(account.twoFactor)) {
      store.change((state) => factor.remove(accountIn(state, user.id).twoFactor));
      return removed();
    }

    const body = await readJson(c);
    const typedCode = typeof body.code === 'string' && body.code.trim() !== '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!typedCode && password === '') {
      const message = say(factor.proofRequired, languageFor(c));
      return refuse(c, 422, factor.proofRequired, {
        code: 'proof_required',
        errors: { code: [message], password: [message] },
      });
    }

    if (!typedCode && isTooLongPassword(password)) return refuseTooLongPassword(c);
    // The code is checked when one is given, else the password.
    const code = codeFrom(body);
    const twoFactor = account.twoFactor;
    let totpStep: number | null = null;
    let proven: boolean;
    if (!typedCode) {
      proven = await verifyPassword(password, account.passwordHash);
    } else if (method === 'authenticator') {
      totpStep = twoFactor.totpSecret ? acceptedTotpStep(twoFactor, twoFactor.totpSecret, code, now()) : null;
      proven = totpStep !== null;
    } else {
      const sms = twoFactor.sms;
      const live = sms && sms.purpose === 'removal' && sms.expiresAt > now() ? sms : null;
      proven = live !== null && code !== '' && sameHash(live.codeHash, smsCodeHash(user.id, code));
    }

    if (!proven) {
      const locked = store.change((state) => {
        const stored = accountIn(state, user.id);
        const sms = stored.twoFactor.sms;
        // As at sign-in: an expired SMS code is dropped; a live one survives a few wrong guesses.
        if (typedCode && method === 'sms' && sms) {
          if (sms.expiresAt <= now()) stored.twoFactor.sms = null;
          else if (sms.purpose === 'removal' && ++sms.attempts >= MAX_FAILED_CODES)
            stored.twoFactor.sms = null;
        }
        const lockedNow = recordFailedAttempt(stored, now());
        if (lockedNow) delete state.sessions[sessionId];
        return lockedNow;
      });
      if (locked) {
        deleteCookie(c, SESSION_COOKIE, { path: '/' });
        return refuse(c, 401, 'locked', { code: 'account_locked' });
      }
      if (typedCode) {
        return refuse(c, 422, 'invalidCode', {
          code: 'invalid_code',
          errors: { code: [say('invalidCode', languageFor(c))] },
        });
      }
      return refuse(c, 422, 'wrongPassword', {
        code: 'invalid_password',
        errors: { password: [say('wrongPassword', languageFor(c))] },
      });
    }

    store.change((state) => {
      const stored = accountIn(state, user.id);
      recordSuccess(stored);
      if (totpStep !== null) stored.twoFactor.lastTotpStep = totpStep;
      factor.remove(stored.twoFactor);
    });
    return removed();
  };

  routes.post(FACTORS.authenticator.path, remove('authenticator'));
  routes.post(FACTORS.sms.path, remove('sms'));
  return routes;
}
