import type { HealthReadKind } from '../../../domain/access/health-reads';
import { signedInUser } from '../access/session-kit';
import type { DemoState } from '../demo-backend';
import { amsterdamDate, isoMoment } from './amsterdam-time';
import type { Ctx, Kit } from './route-kit';

/** The most lines the demo's state file holds. */
const DEMO_LINES_KEPT = 20_000;

/** One logged read of health information (domain/audit/health-reads.ts): ids only, never content. */
export interface StoredHealthRead {
  id: number;
  at: string;
  userId: string;
  employeeId: string;
  dossierId: string;
  kind: HealthReadKind;
  recordId: string;
  emergency: boolean;
}

/** What was read: of which employee's dossier, what kind of record, which one. */
export interface HealthRead {
  readonly employeeId: string;
  readonly dossierId: string;
  readonly kind: HealthReadKind;
  readonly recordId: string;
}

/**
 * Logs the signed-in caller's reads of health information, one line per record read (a list's
 * every health record shown), with the moment of the call. Never a line for a caller nobody is
 * signed in as; never the content of what was read.
 */
export function logHealthReads(kit: Kit, c: Ctx, reads: readonly HealthRead[]): void {
  const user = signedInUser(c);
  if (!user || reads.length === 0) return;
  const at = isoMoment(kit.now());
  kit.store.change((state) => {
    const lines = healthReadsOf(state);
    let id = (lines.at(-1)?.id ?? 0) + 1;
    for (const read of reads) lines.push({ id: id++, at, userId: user.id, ...read, emergency: false });
    // The demo keeps its state in one file: past this many lines the oldest give way (a back office
    // keeps every line its five years; nothing in the portal ever deletes one).
    if (lines.length > DEMO_LINES_KEPT) lines.splice(0, lines.length - DEMO_LINES_KEPT);
  });
}

/** The log of the state (a state file from before the log holds none: it starts empty). */
export function healthReadsOf(state: DemoState): StoredHealthRead[] {
  if (!Array.isArray(state.healthReads)) state.healthReads = [];
  return state.healthReads;
}

/** The day the last line about a dossier was written, 'YYYY-MM-DD' in Amsterdam; null before any. */
export function lastHealthReadOf(state: DemoState, dossierId: string): string | null {
  const lines = Array.isArray(state.healthReads) ? state.healthReads : [];
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index];
    if (line?.dossierId === dossierId) return amsterdamDate(Date.parse(line.at));
  }
  return null;
}
