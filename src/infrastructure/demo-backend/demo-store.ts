import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DEMO_PASSWORD, USERS } from './seed';

export interface Account {
  passwordHash: string;
  salt: string;
  failedAttempts: number;
  lockedUntil: number | null;
  /** The last TOTP time step accepted, so a code cannot be used twice. */
  lastTotpStep: number | null;
}

export interface DemoSession {
  userId: string;
  secondFactorVerified: boolean;
  createdAt: number;
  lastActivity: number;
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

export interface DemoState {
  version: 1;
  accounts: Record<string, Account>;
  sessions: Record<string, DemoSession>;
  outbox: OutboxMessage[];
  faults: Faults;
}

export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, malformedRate: 0, unauthorizedOnce: false };

export function hashPassword(password: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${password}`).digest('hex');
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
      lastTotpStep: null,
    };
  }
  return { version: 1, accounts, sessions: {}, outbox: [], faults: { ...NO_FAULTS } };
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
        if (stored.version === 1 && stored.accounts && stored.sessions && stored.outbox) {
          return { ...seedState(), ...stored, faults: { ...NO_FAULTS, ...stored.faults } } as DemoState;
        }
      } catch {
        // A damaged file is replaced by a fresh seed below.
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
