import type { StoredHealthRead } from './health-reads';
/** The platform's part of the state: the outbox, fault injection and the demo's own settings. */

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  /** A mail's attachments (an appointment's calendar invitation); absent when none. */
  attachments?: OutboxAttachment[];
}

export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  content: string;
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

export interface DemoSettings {
  /** A session without activity for this long is over. */
  idleTimeoutSeconds: number;
}

export interface PlatformState {
  outbox: OutboxMessage[];
  /** Every read of health information, as NEN 7513 asks it logged (health-reads.ts); never changed. */
  healthReads: StoredHealthRead[];
  faults: Faults;
  settings: DemoSettings;
}

export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, malformedRate: 0, unauthorizedOnce: false };
export const DEFAULT_SETTINGS: DemoSettings = { idleTimeoutSeconds: 30 * 60 };

export const seedPlatform = (): PlatformState => ({
  outbox: [],
  healthReads: [],
  faults: { ...NO_FAULTS },
  settings: { ...DEFAULT_SETTINGS },
});

/** A stored part gets the defaults of fields added since it was written. */
export const revivePlatform = (stored: PlatformState): PlatformState => ({
  ...stored,
  faults: { ...NO_FAULTS, ...stored.faults },
  settings: { ...DEFAULT_SETTINGS, ...stored.settings },
});
