import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DemoUser } from './seed';
import { DEMO_PASSWORD, USERS } from './seed';

export type TwoFactorMethod = 'authenticator' | 'sms';

export interface SmsCode {
  codeHash: string;
  expiresAt: number;
  /** Wrong guesses against this code; at the limit the code is thrown away. */
  attempts: number;
  /** A code sent to confirm a new number cannot complete a sign-in, nor the other way round. */
  purpose: 'sign-in' | 'setup';
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
  passwordHash: string;
  salt: string;
  failedAttempts: number;
  lockedUntil: number | null;
  twoFactor: TwoFactorState;
}

export interface DemoSession {
  userId: string;
  secondFactorVerified: boolean;
  createdAt: number;
  lastActivity: number;
  /** Wrong second-factor codes in a row while the sign-in waits for one. */
  failedCodes: number;
}

/**
 * Single-use tokens (password reset, SSO), kept under the hash of the token, never the token itself;
 * a spent token is deleted.
 */
export interface OneTimeToken {
  userId: string;
  expiresAt: number;
}

export interface DemoSettings {
  /** A session without activity for this long is over. */
  idleTimeoutSeconds: number;
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Fault injection for reliability tests (issue: walking skeleton). */
export interface Faults {
  /** Extra milliseconds before each answer. */
  latencyMs: number;
  /** Share (0 to 1) of calls answered with a 503. */
  errorRate: number;
  /** Share (0 to 1) of successful calls whose body is replaced by an HTML page. */
  malformedRate: number;
  /** Answer the next call of a signed-in session with 401 and end that session. */
  unauthorizedOnce: boolean;
}

/** Bumped whenever the shape changes: a state file of another version is replaced by a fresh seed. */
export const STATE_VERSION = 2;

export interface DemoState {
  version: typeof STATE_VERSION;
  accounts: Record<string, Account>;
  sessions: Record<string, DemoSession>;
  resetTokens: Record<string, OneTimeToken>;
  ssoTokens: Record<string, OneTimeToken>;
  outbox: OutboxMessage[];
  faults: Faults;
  settings: DemoSettings;
}

export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, malformedRate: 0, unauthorizedOnce: false };
export const DEFAULT_SETTINGS: DemoSettings = { idleTimeoutSeconds: 30 * 60 };

export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
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

export function seedState(): DemoState {
  const accounts: Record<string, Account> = {};
  for (const user of USERS) {
    const salt = randomBytes(8).toString('hex');
    accounts[user.id] = {
      passwordHash: hashPassword(DEMO_PASSWORD, salt),
      salt,
      failedAttempts: 0,
      lockedUntil: null,
      twoFactor: seedTwoFactor(user),
    };
  }
  return {
    version: STATE_VERSION,
    accounts,
    sessions: {},
    resetTokens: {},
    ssoTokens: {},
    outbox: [],
    faults: { ...NO_FAULTS },
    settings: { ...DEFAULT_SETTINGS },
  };
}

/**
 * The demo backend's state, kept in memory and, when given a file, written there after each change so
 * a restart keeps it. Delete the file (npm run demo:reset) to start again from the seed.
 */
export class DemoStore {
  state: DemoState;

  constructor(private readonly file: string | null = null) {
    this.state = this.load();
  }

  /** Changes the state and keeps the change. */
  change<T>(apply: (state: DemoState) => T): T {
    const result = apply(this.state);
    this.save();
    return result;
  }

  reset(): void {
    this.state = seedState();
    this.save();
  }

  private load(): DemoState {
    if (this.file && existsSync(this.file)) {
      try {
        const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<DemoState>;
        if (stored.version === STATE_VERSION && stored.accounts && stored.sessions && stored.outbox) {
          return {
            ...seedState(),
            ...stored,
            faults: { ...NO_FAULTS, ...stored.faults },
            settings: { ...DEFAULT_SETTINGS, ...stored.settings },
          } as DemoState;
        }
      } catch {
        // A damaged file is replaced by a fresh seed below, like one of an older version.
      }
    }
    const fresh = seedState();
    this.state = fresh;
    this.save();
    return fresh;
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }
}
