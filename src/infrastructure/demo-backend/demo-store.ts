import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CaseState } from './case-seed';
import { freshCases } from './case-seed';
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
export const STATE_VERSION = 3;

/** The dossiers, tasks, recently viewed dossiers and appointments are kept beside the accounts. */
export interface DemoState extends CaseState {
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

/** The seed as of `seedTime`: the case work's dates lie around that day in Amsterdam. */
export function seedState(seedTime: number = Date.now()): DemoState {
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
    ...freshCases(seedTime),
  };
}

const CASE_KEYS = ['seededOn', 'dossiers', 'tasks', 'nextTaskId', 'recentlyViewed', 'appointments'] as const;

/**
 * The demo backend's state, kept in memory and, when given a file, written there after each change so
 * a restart keeps it. Delete the file (npm run demo:reset) to start again from the seed.
 *
 * The state is read (or seeded) on first use, so a backend created with an injected clock dates a
 * fresh seed by that clock (see `useClock`): tests then get tasks due around their own today.
 */
export class DemoStore {
  private current: DemoState | null = null;

  constructor(
    private readonly file: string | null = null,
    private clock: () => number = Date.now,
  ) {}

  get state(): DemoState {
    this.current ??= this.load();
    return this.current;
  }

  /** The clock a seed made from now on is dated by; the backend hands over its own. */
  useClock(clock: () => number): void {
    this.clock = clock;
  }

  /** Changes the state and keeps the change. */
  change<T>(apply: (state: DemoState) => T): T {
    const result = apply(this.state);
    this.save(this.state);
    return result;
  }

  reset(seedTime: number = this.clock()): void {
    this.current = seedState(seedTime);
    this.save(this.current);
  }

  private load(): DemoState {
    if (this.file && existsSync(this.file)) {
      try {
        const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<DemoState>;
        const complete =
          stored.accounts && stored.sessions && stored.outbox && CASE_KEYS.every((key) => stored[key]);
        if (stored.version === STATE_VERSION && complete) {
          return {
            resetTokens: {},
            ssoTokens: {},
            ...stored,
            faults: { ...NO_FAULTS, ...stored.faults },
            settings: { ...DEFAULT_SETTINGS, ...stored.settings },
          } as DemoState;
        }
      } catch {
        // A damaged file is replaced by a fresh seed below, like one of an older version.
      }
    }
    const fresh = seedState(this.clock());
    this.save(fresh);
    return fresh;
  }

  private save(state: DemoState): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(state));
    renameSync(temporary, this.file);
  }
}
