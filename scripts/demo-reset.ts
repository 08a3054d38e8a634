/**
 * Puts the demo backend back to its seed, and says in one line what it did.
 *
 * A running dev or preview server keeps the state in memory and writes it back to its file, so deleting
 * the file would not end a lockout while it runs. So a server of this project that keeps the same state
 * file is asked to reset itself (`POST /api/__demo/reset`, one of the demo's controls, which need no
 * session or csrf token, only the header `X-Demo-Control: 1`): the servers found at the addresses they noted in .demo-data/servers/ when they
 * started (a preview may have taken another port than 4173) and on the usual ports, 5173 and 4173.
 * Only with no such server is the state file removed; the next start seeds afresh.
 *
 * A server is one of ours when `GET /api/__demo/server` names this project's demo backend and the same
 * state file: the end-to-end tests' servers keep other files and are left alone, and a server that
 * proxies /api to a real backend (PORTAL_BACKEND_URL) answers no such call, so it is never reset.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** Where the servers note their addresses: SERVER_RECORDS_FOLDER of the demo backend's Vite plugin. */
export const SERVER_RECORDS = join(root, '.demo-data', 'servers');
export const USUAL_ORIGINS = ['http://127.0.0.1:5173', 'http://127.0.0.1:4173'] as const;
/** The same names as in the plugin (vite-plugin.ts) and the control routes (demo-control-routes.ts). */
export const SERVER_INFO_PATH = '/api/__demo/server';
export const RESET_PATH = '/api/__demo/reset';
/** The header every demo control asks for (DEMO_CONTROL_HEADER of demo-control-guard.ts). */
export const DEMO_CONTROL_HEADERS = { 'X-Demo-Control': '1' } as const;
export const DEMO_SERVER_APP = 'arbo-agenda-portal demo backend';

/** A demo server that answered: where, which kind, which state file, which process. */
export interface DemoServer {
  readonly origin: string;
  readonly kind: string;
  readonly stateFile: string;
  readonly pid: number;
}

/** A note a server left in SERVER_RECORDS. */
export interface ServerNote {
  readonly origin: string;
  readonly file: string;
}

/** Everything the reset touches, so a test can stand in for servers and files. */
export interface ResetWorld {
  readonly notes: () => readonly ServerNote[];
  readonly forget: (note: ServerNote) => void;
  /** The demo server answering at `origin`, or null when nothing, or something else, answers. */
  readonly identify: (origin: string) => Promise<DemoServer | null>;
  /** The HTTP status of the reset call. */
  readonly reset: (origin: string) => Promise<number>;
  /** Removes the file; false when there was none. */
  readonly remove: (file: string) => boolean;
}

export interface ResetOutcome {
  readonly line: string;
  readonly ok: boolean;
}

const shown = (file: string) => {
  const path = relative(root, file);
  return path.startsWith('..') ? file : path;
};

const listOf = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Resets the servers that keep `stateFile`, or, with none running, removes the file. */
export async function resetDemo(stateFile: string, world: ResetWorld): Promise<ResetOutcome> {
  const target = resolve(stateFile);
  const notes = world.notes();
  const origins = [...new Set([...notes.map((note) => note.origin), ...USUAL_ORIGINS])];
  const answers = await Promise.all(origins.map((origin) => world.identify(origin)));
  for (const note of notes) {
    if (!answers[origins.indexOf(note.origin)]) world.forget(note);
  }
  // One server may answer at two addresses (its note and a usual port): it is reset once, at the first.
  const servers: DemoServer[] = [];
  for (const server of answers) {
    if (!server || resolve(server.stateFile) !== target) continue;
    if (!servers.some((known) => known.pid === server.pid || known.origin === server.origin)) {
      servers.push(server);
    }
  }

  if (servers.length === 0) {
    const removed = world.remove(target);
    return {
      ok: true,
      line: removed
        ? `No running demo server keeps ${shown(target)}: removed it, so the next start seeds afresh.`
        : `No running demo server keeps ${shown(target)}, and the file does not exist: the next start seeds afresh.`,
    };
  }

  const statuses = await Promise.all(
    servers.map((server) => world.reset(server.origin).catch((error: unknown) => String(error))),
  );
  const failed = servers.filter((_, index) => statuses[index] !== 204);
  if (failed.length > 0) {
    const why = failed.map((server) => {
      const status = statuses[servers.indexOf(server)];
      return `${server.origin} (${typeof status === 'number' ? `HTTP ${status}` : status})`;
    });
    return {
      ok: false,
      line: `Could not reset the demo backend at ${listOf(why)}: stop that server and run npm run demo:reset again.`,
    };
  }
  const where = servers.map((server) => `${server.kind} server at ${server.origin}`);
  return {
    ok: true,
    line: `Reset the demo backend of the running ${listOf(where)} to its seed: every account is unlocked and signs in afresh.`,
  };
}

const TIMEOUT_MS = 2000;

/** The real servers and files: fetch with a short timeout, the notes in `notesFolder`. */
export function realWorld(notesFolder: string = SERVER_RECORDS): ResetWorld {
  return {
    notes: () => {
      let names: string[];
      try {
        names = readdirSync(notesFolder).filter((name) => name.endsWith('.json'));
      } catch {
        return [];
      }
      return names.flatMap((name) => {
        const file = join(notesFolder, name);
        try {
          const { origin } = JSON.parse(readFileSync(file, 'utf8')) as { origin?: unknown };
          return typeof origin === 'string' && origin.startsWith('http://') ? [{ origin, file }] : [];
        } catch {
          return [];
        }
      });
    },
    forget: (note) => rmSync(note.file, { force: true }),
    identify: async (origin) => {
      try {
        const answer = await fetch(`${origin}${SERVER_INFO_PATH}`, {
          headers: DEMO_CONTROL_HEADERS,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'manual',
        });
        if (!answer.ok) return null;
        const { data } = (await answer.json()) as {
          data?: Partial<Record<keyof DemoServer | 'app', unknown>>;
        };
        if (data?.app !== DEMO_SERVER_APP || typeof data.stateFile !== 'string') return null;
        return {
          origin,
          kind: String(data.kind ?? 'demo'),
          stateFile: data.stateFile,
          pid: Number(data.pid),
        };
      } catch {
        return null; // nothing listens, it does not answer in time, or it answers something else
      }
    },
    reset: async (origin) => {
      const answer = await fetch(`${origin}${RESET_PATH}`, {
        method: 'POST',
        headers: DEMO_CONTROL_HEADERS,
        signal: AbortSignal.timeout(TIMEOUT_MS * 5),
        redirect: 'manual',
      });
      return answer.status;
    },
    remove: (file) => {
      if (!existsSync(file)) return false;
      rmSync(file, { force: true });
      return true;
    },
  };
}

if (import.meta.main) {
  // The state file the servers keep: DEMO_STATE_FILE, as in the plugin, relative to the project.
  const stateFile = resolve(root, process.env['DEMO_STATE_FILE'] ?? join('.demo-data', 'state.json'));
  const { line, ok } = await resetDemo(stateFile, realWorld());
  console.log(line);
  if (!ok) process.exitCode = 1;
}
