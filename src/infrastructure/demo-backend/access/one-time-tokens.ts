import { randomBytes } from 'node:crypto';
import type { DemoState } from '../demo-backend';
import { rowOf } from '../platform/table';
import type { OneTimeToken } from './access-state';
import { hashToken } from './access-state';

type Shelf = 'resetTokens' | 'ssoTokens';

/**
 * Issues a random token for the user, valid for `lifetimeMs`. Only its hash is kept; expired tokens and
 * the user's earlier ones on the same shelf go, so only the newest link or SSO hand-off works.
 * Call inside `store.change`.
 */
export function issueToken(state: DemoState, shelf: Shelf, userId: string, now: number, lifetimeMs: number) {
  const tokens = state[shelf];
  for (const [hash, token] of Object.entries(tokens)) {
    if (token.expiresAt <= now || token.userId === userId) delete tokens[hash];
  }
  const token = randomBytes(32).toString('base64url');
  tokens[hashToken(token)] = { userId, expiresAt: now + lifetimeMs };
  return token;
}

/** The token's record while it is unspent and unexpired, else null. */
export function findToken(state: DemoState, shelf: Shelf, token: unknown, now: number): OneTimeToken | null {
  if (typeof token !== 'string' || token === '') return null;
  const found = rowOf(state[shelf], hashToken(token));
  return found && found.expiresAt > now ? found : null;
}

/** Spends the token: it is deleted, so a second use finds nothing. Call inside `store.change`. */
export function spendToken(state: DemoState, shelf: Shelf, token: string): void {
  delete state[shelf][hashToken(token)];
}
