import { Hono } from 'hono';
import { deliver } from '../platform/outbox';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import type { ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import { findToken, issueToken, spendToken } from './one-time-tokens';
import type { PasswordRule } from './password-rules';
import {
  brokenPasswordRules,
  isTooLongPassword,
  MAX_PASSWORD_LENGTH,
  PASSWORD_RULES,
} from './password-rules';
import { hashPassword } from './passwords';
import { accountIn } from './session-kit';
import { userByName, userOf } from './users';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** At most this many reset mails go to one account within RESET_MAIL_WINDOW_MS; more are not sent. */
export const RESET_MAIL_LIMIT = 3;
export const RESET_MAIL_WINDOW_MS = 15 * 60 * 1000;

const RULE_MESSAGES: Record<PasswordRule, ServerMessage> = {
  tooShort: 'passwordTooShort',
  uppercase: 'passwordUppercase',
  lowercase: 'passwordLowercase',
  digit: 'passwordDigit',
  special: 'passwordSpecial',
  username: 'passwordUsername',
};

/** Backends in the Laravel family ignore a trailing slash; the portal sends some paths with one. */
const bothSlashes = (path: string): string[] => [path.replace(/\/$/, ''), `${path.replace(/\/$/, '')}/`];

/** Forgot password, the reset link's checks, and the reset itself (spec sections 4, 5 and 7). */
export function passwordRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();
  const tokenOwner = (token: unknown) => {
    const found = findToken(store.state, 'resetTokens', token, now());
    return found ? userOf(found.userId) : null;
  };

  // The same answer whether or not the username exists, so it cannot be used to find accounts, and
  // whether or not the account had its share of mails, so nobody's mailbox can be flooded through it.
  routes.on('POST', bothSlashes('/api/external/password/forgot/'), (c) => {
    const language = languageFor(c);
    const user = userByName(c.req.query('username'));
    const recent = user
      ? accountIn(store.state, user.id).resetMailsSentAt.filter((at) => at > now() - RESET_MAIL_WINDOW_MS)
      : [];
    if (user && recent.length < RESET_MAIL_LIMIT) {
      const token = store.change((state) => {
        accountIn(state, user.id).resetMailsSentAt = [...recent, now()];
        return issueToken(state, 'resetTokens', user.id, now(), RESET_TOKEN_LIFETIME_MS);
      });
      const link = `${new URL(c.req.url).origin}/password/reset-password/${token}`;
      deliver(kit, {
        channel: 'email',
        to: user.email,
        subject: say('resetMailSubject', language),
        body: say('resetMailBody', language, { name: user.displayName, link }),
      });
    }
    return c.json({ message: say('forgotSent', language) });
  });

  routes.on('POST', bothSlashes('/api/external/validate_reset_password_token'), (c) =>
    c.json({ data: { valid: tokenOwner(c.req.query('token')) !== null } }),
  );

  routes.on('GET', bothSlashes('/api/external/password-security-settings/'), (c) => {
    if (!tokenOwner(c.req.query('token'))) return refuse(c, 422, 'tokenInvalid', { code: 'token_invalid' });
    return c.json({ securitySettings: { ...PASSWORD_RULES } });
  });

  routes.on('POST', bothSlashes('/api/external/v2/auth/reset/'), async (c) => {
    const body = await readJson(c);
    const user = tokenOwner(body.token);
    if (!user || typeof body.token !== 'string')
      return refuse(c, 422, 'tokenInvalid', { code: 'token_invalid' });
    const errors = passwordErrors(c, body, user.username);
    if (Object.keys(errors).length > 0) return refuseFields(c, errors);
    const token = body.token;
    const passwordHash = await hashPassword(body.password as string);
    // The token is checked again: another reset with it may have finished while this one hashed.
    if (!tokenOwner(token)) return refuse(c, 422, 'tokenInvalid', { code: 'token_invalid' });
    store.change((state) => {
      spendToken(state, 'resetTokens', token);
      const account = accountIn(state, user.id);
      account.passwordHash = passwordHash;
      account.failedAttempts = 0;
      account.lockedUntil = null;
      // Whoever knew the old password may hold a session; the reset ends all of them.
      for (const [id, session] of Object.entries(state.sessions)) {
        if (session.userId === user.id) delete state.sessions[id];
      }
    });
    return c.json({ message: say('passwordReset', languageFor(c)) });
  });

  return routes;
}

/** Per field, every localized reason the new password is refused; empty when it is accepted. */
function passwordErrors(c: Ctx, body: Record<string, unknown>, username: string): Record<string, string[]> {
  const language = languageFor(c);
  const password = typeof body.password === 'string' ? body.password : '';
  const errors: Record<string, string[]> = {};
  if (password === '') errors.password = [say('required', language)];
  else if (isTooLongPassword(password)) {
    errors.password = [say('passwordTooLong', language, { max: MAX_PASSWORD_LENGTH })];
  } else {
    const broken = brokenPasswordRules(password, username);
    if (broken.length > 0) {
      errors.password = broken.map((rule) =>
        say(RULE_MESSAGES[rule], language, { min: PASSWORD_RULES.minLength }),
      );
    }
  }
  const confirmation = typeof body.passwordConfirmation === 'string' ? body.passwordConfirmation : '';
  if (confirmation !== password) errors.passwordConfirmation = [say('passwordsDiffer', language)];
  return errors;
}
