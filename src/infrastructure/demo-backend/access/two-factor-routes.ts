import { Hono } from 'hono';
import * as OTPAuth from 'otpauth';
import type { Env, Kit } from '../platform/route-kit';
import { readJson, refuse } from '../platform/route-kit';
import { isLocked } from './lockout';
import {
  acceptedTotpStep,
  codeFrom,
  completeSecondFactor,
  refuseLockedSignIn,
  refuseSignInCode,
} from './second-factor';
import { accountIn, sessionOf, signedInUser, signInAnswer } from './session-kit';

const ISSUER = 'Arbo Agenda';

/** The key-uri format authenticator apps read, in the parameter order the contract documents. */
export const otpauthUrl = (username: string, secret: string): string => {
  const issuer = encodeURIComponent(ISSUER);
  return (
    `otpauth://totp/${issuer}:${encodeURIComponent(username)}?secret=${secret}` +
    `&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`
  );
};

/**
 * The authenticator app: set up (generate, then verify the first code) and the sign-in's second step
 * (verify). SMS codes live in sms-routes.ts, switching either method off in factor-removal-routes.ts.
 */
export function twoFactorRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  // A new secret waits beside the current one until its first code proves the app has it.
  routes.post('/api/auth/two-factor/generate', (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    store.change((state) => (accountIn(state, user.id).twoFactor.pendingTotpSecret = secret));
    return c.json({ data: { secret, otpauthUrl: otpauthUrl(user.username, secret) } });
  });

  routes.post('/api/auth/two-factor/verify', async (c) => {
    const found = sessionOf(c);
    if (!found) return refuse(c, 401, 'unauthenticated');
    const { session, sessionId, user } = found;
    const twoFactor = accountIn(store.state, user.id).twoFactor;
    const settingUp = session.secondFactorVerified && twoFactor.pendingTotpSecret !== null;
    const signingIn = !session.secondFactorVerified && twoFactor.method === 'authenticator';
    const secret = settingUp ? twoFactor.pendingTotpSecret : signingIn ? twoFactor.totpSecret : null;
    if (!secret) {
      return session.secondFactorVerified
        ? refuse(c, 422, 'noPendingSetup', { code: 'no_pending_setup' })
        : refuse(c, 422, 'noPendingSignIn', { code: 'no_pending_sign_in' });
    }
    if (signingIn && isLocked(accountIn(store.state, user.id), now())) {
      return refuseLockedSignIn(c, kit, user.id);
    }
    const step = acceptedTotpStep(twoFactor, secret, codeFrom(await readJson(c)), now());
    if (step === null) {
      return settingUp
        ? refuse(c, 422, 'invalidCode', { code: 'invalid_code' })
        : refuseSignInCode(c, kit, user.id);
    }
    store.change((state) => {
      const stored = accountIn(state, user.id).twoFactor;
      stored.lastTotpStep = step;
      if (settingUp) {
        stored.method = 'authenticator';
        stored.totpSecret = secret;
        stored.pendingTotpSecret = null;
        return;
      }
      completeSecondFactor(state, sessionId, now());
    });
    return signInAnswer(c, kit, user, true);
  });

  return routes;
}
