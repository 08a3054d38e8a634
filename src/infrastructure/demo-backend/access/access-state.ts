import { createHash } from 'node:crypto';
import type { Table } from '../platform/table';
import { emptyTable, tableOf } from '../platform/table';
import type { StoredPreferences } from './preference-rules';
import type { DemoUser } from './seed';
import { seedPasswordHash } from './passwords';
import { USERS } from './seed';

/**
 * Access's part of the state: the accounts with their second factors, the sessions, one-time tokens,
 * and each user's preferences.
 */

export type TwoFactorMethod = 'authenticator' | 'sms';

export interface SmsCode {
  codeHash: string;
  expiresAt: number;
  /** Wrong guesses against this code; at the limit the code is thrown away. */
  attempts: number;
  /**
   * What the code may be used for: a sign-in's second step, confirming a new number, or proving the
   * number on file before SMS codes are switched off. A code of one purpose never serves another.
   */
  purpose: 'sign-in' | 'setup' | 'removal';
}

export interface TwoFactorState {
  method: TwoFactorMethod | null;
  totpSecret: string | null;
  /** A generated secret waiting for its first code before it replaces totpSecret. */
  pendingTotpSecret: string | null;
  /** Normalised as +316 and eight digits. */
  mobile: string | null;
  /** A number being set up, waiting for the code sent to it. */
  pendingMobile: string | null;
  sms: SmsCode | null;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  lastTotpStep: number | null;
  /** When recent SMS codes were sent, for the send limit. */
  smsSentAt: number[];
}

export interface Account {
  /** The password's salted scrypt hash, a string that names its own cost and salt (passwords.ts). */
  passwordHash: string;
  /** Wrong passwords (and wrong proofs for removing a second factor) in a row. */
  failedAttempts: number;
  /**
   * Wrong second-factor codes at sign-in in a row, over all sign-ins: a right password does not end
   * the count, only a right code does. At the limit they lock the account like wrong passwords.
   */
  failedCodes: number;
  lockedUntil: number | null;
  twoFactor: TwoFactorState;
  /** When the latest password-reset mails went out, for the limit on them. */
  resetMailsSentAt: number[];
}

/**
 * A session, kept under the hash of its cookie (never the cookie itself, so a copy of the state file
 * signs no one in). It ends after the idle limit without activity, and in any case SESSION_LIFETIME_MS
 * after it began.
 */
export interface DemoSession {
  userId: string;
  secondFactorVerified: boolean;
  createdAt: number;
  lastActivity: number;
  /** The hash of the csrf token issued with the session: a write must send that very token. */
  csrfHash: string;
}

/**
 * Single-use tokens (password reset, SSO), kept under the hash of the token, never the token itself;
 * a spent token is deleted.
 */
export interface OneTimeToken {
  userId: string;
  expiresAt: number;
}

/** Every table is prototype-free (platform/table.ts): some are keyed by what a request brings. */
export interface AccessState {
  accounts: Table<Account>;
  sessions: Table<DemoSession>;
  resetTokens: Table<OneTimeToken>;
  ssoTokens: Table<OneTimeToken>;
  /** By user id: only the preferences the user set, as sent (snake_case); the defaults fill the rest. */
  preferences: Table<StoredPreferences>;
  /**
   * Wrong sign-ins under usernames that have no account, counted and locked like an account's, so the
   * answers never tell whether a username exists. By the username as typed, trimmed and in lower case.
   */
  unknownSignIns: Table<{ failedAttempts: number; lockedUntil: number | null }>;
}

/** Tokens are stored hashed, so a copy of the state file does not hand out working links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function seedTwoFactor(user: DemoUser): TwoFactorState {
  return {
    method: user.initialTotpSecret ? 'authenticator' : null,
    totpSecret: user.initialTotpSecret,
    pendingTotpSecret: null,
    mobile: user.mobile,
    pendingMobile: null,
    sms: null,
    lastTotpStep: null,
    smsSentAt: [],
  };
}

/** An account for every seeded user, with the demo password and the user's initial second factor. */
export function seedAccess(): AccessState {
  const accounts = emptyTable<Account>();
  for (const user of USERS) {
    accounts[user.id] = {
      passwordHash: seedPasswordHash(),
      failedAttempts: 0,
      failedCodes: 0,
      lockedUntil: null,
      twoFactor: seedTwoFactor(user),
      resetMailsSentAt: [],
    };
  }
  return {
    accounts,
    sessions: emptyTable(),
    resetTokens: emptyTable(),
    ssoTokens: emptyTable(),
    preferences: emptyTable(),
    unknownSignIns: emptyTable(),
  };
}

/**
 * The tables come back prototype-free, as a seed makes them. Files written before the one-time tokens
 * were kept lack their shelves; they start empty. A part without its accounts or sessions is no part.
 */
export const reviveAccess = (stored: AccessState): AccessState => ({
  ...stored,
  accounts: stored.accounts && tableOf(stored.accounts),
  sessions: stored.sessions && tableOf(stored.sessions),
  preferences: stored.preferences && tableOf(stored.preferences),
  resetTokens: tableOf(stored.resetTokens),
  ssoTokens: tableOf(stored.ssoTokens),
  unknownSignIns: tableOf(stored.unknownSignIns),
});
