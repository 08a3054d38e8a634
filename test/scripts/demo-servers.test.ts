import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Logger, Plugin, PreviewServer } from 'vite';
import { loadConfigFromFile, preview } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as resetScript from '../../scripts/demo-reset';
import { realWorld, resetDemo } from '../../scripts/demo-reset';
import { DEMO_PASSWORD as SEED_PASSWORD, USERS } from '../../src/infrastructure/demo-backend/access/seed';
import type { LoadedBackend } from '../../src/infrastructure/demo-backend/platform/vite-plugin';
import {
  CONSOLE_ACCOUNTS,
  consoleBlock,
  DEMO_PASSWORD,
  DEMO_SERVER_APP,
  demoBackend,
  SERVER_INFO_PATH,
  SERVER_RECORDS_FOLDER,
} from '../../src/infrastructure/demo-backend/platform/vite-plugin';

const root = resolve(import.meta.dirname, '../..');
const folders: string[] = [];
const servers: { close(): Promise<void> | void }[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

const temporaryFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'demo-servers-'));
  folders.push(folder);
  return folder;
};

/** A logger that keeps what Vite would print, as plain text (a terminal with colours gets the same words). */
function keptLogger() {
  const info: string[] = [];
  const warnings: string[] = [];
  const plain = (message: string) => stripVTControlCharacters(message);
  const logger: Logger = {
    info: (message) => void info.push(plain(message)),
    warn: (message) => void warnings.push(plain(message)),
    warnOnce: (message) => void warnings.push(plain(message)),
    error: (message) => void warnings.push(plain(message)),
    clearScreen: () => undefined,
    hasErrorLogged: () => false,
    hasWarned: false,
  };
  return { logger, info, warnings };
}

/** Something else listening on a free port of 127.0.0.1, as a second preview or another program would. */
async function occupiedPort(): Promise<number> {
  const other: Server = createServer((_, res) => res.end('another program'));
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  servers.push({ close: () => new Promise<void>((done) => other.close(() => done())) });
  return (other.address() as AddressInfo).port;
}

const scriptFlags = (script: string) =>
  (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts[script]!.split(/\s+/);

/** `vite preview` of a tiny build with the demo backend, as the CLI starts it with these flags. */
async function startPreview(port: number, strictPort: boolean, inMemory = false) {
  const folder = temporaryFolder();
  mkdirSync(join(folder, 'dist'));
  writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><title>portal</title>');
  const kept = keptLogger();
  const server = await preview({
    root: folder,
    configFile: false,
    customLogger: kept.logger,
    plugins: [
      demoBackend({
        stateFile: join(folder, 'state.json'),
        serverRecords: join(folder, 'servers'),
        inMemory,
      }),
    ],
    preview: { host: '127.0.0.1', port, strictPort },
  });
  servers.push(server);
  return { server, folder, kept };
}

const portOf = (server: PreviewServer) => (server.httpServer.address() as AddressInfo).port;

/** Signs the planner in at `origin` with `password`; the answer's status. */
const loginAt = (origin: string) => (password: string) =>
  fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: 'csrf_token=t', 'csrf-token': 't' },
    body: JSON.stringify({ username: 'planner', password }),
  }).then((answer) => answer.status);

/** Five wrong passwords lock the planner out: the right one is then refused too. */
async function lockOut(login: (password: string) => Promise<number>): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt += 1) await login('wrong');
  expect(await login(DEMO_PASSWORD)).toBe(423);
}

describe('npm run preview and the end-to-end preview', () => {
  it('npm run preview takes the next free port when 4173 is taken, prints that address and notes it for the reset', async () => {
    expect(scriptFlags('preview')).toContain('4173');
    expect(scriptFlags('preview')).not.toContain('--strictPort');
    const taken = await occupiedPort();

    const { server, folder, kept } = await startPreview(taken, false);
    server.printUrls();

    const port = portOf(server);
    expect(port).toBeGreaterThan(taken);
    expect(kept.info.join('\n')).toContain(`Port ${taken} is in use, trying another one...`);
    expect(kept.info.join('\n')).toContain(`http://127.0.0.1:${port}/`);
    const note = JSON.parse(readFileSync(join(folder, 'servers', `${port}.json`), 'utf8')) as unknown;
    expect(note).toEqual({ origin: `http://127.0.0.1:${port}`, pid: process.pid });
  }, 60_000);

  it('the end-to-end preview keeps 4173 or fails clearly, since it starts with --strictPort', async () => {
    const playwright = readFileSync(join(root, 'playwright.config.ts'), 'utf8');
    expect(playwright).toMatch(/vite preview [^`]*--port \$\{PREVIEW_PORT \+ worker\} --strictPort/);
    const taken = await occupiedPort();

    await expect(startPreview(taken, true)).rejects.toThrow(`Port ${taken} is already in use`);
  }, 60_000);

  it('a running preview is reset by npm run demo:reset through the address it noted, and forgets the note when it closes', async () => {
    const { server, folder } = await startPreview(await occupiedPort(), false);
    const origin = `http://127.0.0.1:${portOf(server)}`;
    const login = loginAt(origin);
    await lockOut(login);

    const { line, ok } = await resetDemo(join(folder, 'state.json'), realWorld(join(folder, 'servers')));

    expect(ok).toBe(true);
    expect(line).toContain(`preview server at ${origin} to its seed`);
    expect(await login(DEMO_PASSWORD)).toBe(200);
    await server.close();
    expect(readdirSync(join(folder, 'servers'))).toEqual([]);
  }, 60_000);

  it('keeps its state in memory only when asked (the end-to-end servers): it answers and resets alike, and writes no state file', async () => {
    const playwright = readFileSync(join(root, 'playwright.config.ts'), 'utf8');
    expect(playwright.match(/DEMO_STATE: 'memory'/g)).toHaveLength(2);
    const { server, folder } = await startPreview(await occupiedPort(), false, true);
    const origin = `http://127.0.0.1:${portOf(server)}`;
    const login = loginAt(origin);
    await lockOut(login);

    const { ok } = await resetDemo(join(folder, 'state.json'), realWorld(join(folder, 'servers')));

    expect(ok).toBe(true);
    expect(await login(DEMO_PASSWORD)).toBe(200);
    await server.close();
    expect(readdirSync(folder).sort()).toEqual(['dist', 'servers']);
  }, 60_000);

  it('notes its address in a folder of its owner only, like the state file beside it', async () => {
    const { server, folder } = await startPreview(await occupiedPort(), false);
    expect(statSync(join(folder, 'servers')).mode & 0o777).toBe(0o700);
    await server.close();
  }, 60_000);

  it('tells which server it is only to a same-origin call with the demo control header; any other gets the demo backend’s 403', async () => {
    const { server, folder } = await startPreview(await occupiedPort(), false);
    const origin = `http://127.0.0.1:${portOf(server)}`;
    const ask = (headers: Record<string, string>) =>
      fetch(`${origin}${SERVER_INFO_PATH}`, { headers: { 'Accept-Language': 'en', ...headers } });

    const answered = await ask({ 'X-Demo-Control': '1', Origin: origin, 'Sec-Fetch-Site': 'same-origin' });
    expect(answered.status).toBe(200);
    const { data } = (await answered.json()) as { data: { app: string; stateFile: string } };
    expect(data).toMatchObject({ app: DEMO_SERVER_APP, stateFile: join(folder, 'state.json') });

    const refusals: Record<string, string>[] = [
      {},
      { 'X-Demo-Control': '1', Origin: 'http://localhost:3000' },
      { 'X-Demo-Control': '1', 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of refusals) {
      const refused = await ask(headers);
      expect([headers, refused.status]).toEqual([headers, 403]);
      expect(JSON.stringify(await refused.json())).not.toContain(folder);
    }
  }, 60_000);
});

describe('the console of npm start and npm run preview', () => {
  it('prints the demo accounts and the next commands after the address, in a dozen lines', async () => {
    const { server, kept } = await startPreview(await occupiedPort(), false);
    server.printUrls();

    const printed = kept.info.join('\n');
    const block = consoleBlock((_, text) => text);
    expect(printed.indexOf('http://127.0.0.1:')).toBeLessThan(printed.indexOf('Demo accounts'));
    expect(block.split('\n').length).toBeLessThanOrEqual(12);
    expect(block).toContain(`password ${DEMO_PASSWORD}`);
    expect(block).toMatch(/npm test {2,}/);
    expect(block).toMatch(/npm run demo:reset {2,}back to the seed, also while this server runs/);
  }, 60_000);

  it("names accounts of the seed, with the seed's password", () => {
    const usernames = new Set(USERS.map((user) => user.username));
    expect(CONSOLE_ACCOUNTS.map(([username]) => username).filter((name) => !usernames.has(name))).toEqual([]);
    expect(DEMO_PASSWORD).toBe(SEED_PASSWORD);
  });

  it('loads the config without the advisory about imports without extensions: the demo backend is no part of it', async () => {
    vi.stubEnv('VITE_CONFIG_NATIVE_IGNORE_WARNING', '');
    const kept = keptLogger();

    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      join(root, 'vite.config.ts'),
      root,
      'info',
      kept.logger,
      'bundle',
    );

    expect(kept.warnings).toEqual([]);
    expect(loaded?.dependencies.map((file) => file.replace(`${root}/`, '')).sort()).toEqual([
      'scripts/build-version-plugin.ts',
      'scripts/dev-csp-nonce.ts',
      'scripts/gregorian-calendar-plugin.ts',
      'scripts/preload-sign-in-plugin.ts',
      'scripts/security-headers.ts',
      'src/infrastructure/demo-backend/platform/vite-plugin.ts',
      'vite.config.ts',
    ]);
  }, 60_000);
});

describe('the demo backend in the dev server', () => {
  /** A dev server as the plugin sees it, with a backend that loads at once. */
  function fakeDevServer(listens: boolean) {
    const watcher = new EventEmitter();
    const httpServer = Object.assign(new EventEmitter(), { address: () => null });
    const server = {
      middlewares: { use: vi.fn<(middleware: unknown) => void>() },
      httpServer: listens ? httpServer : null,
      watcher,
      restart: vi.fn<() => Promise<void>>(() => Promise.resolve()),
      printUrls: vi.fn<() => void>(),
      config: { logger: keptLogger().logger },
    };
    const backendFile = join(root, 'src/infrastructure/demo-backend/access/auth-routes.ts');
    const load = vi.fn<() => Promise<LoadedBackend>>(() =>
      Promise.resolve({ module: {} as LoadedBackend['module'], files: [backendFile] }),
    );
    const plugin = demoBackend({ stateFile: join(temporaryFolder(), 'state.json'), load });
    const configure = plugin.configureServer as Extract<
      Plugin['configureServer'],
      (...a: never[]) => unknown
    >;
    configure.call({} as never, server as never);
    return { server, load, backendFile, watcher };
  }

  it('restarts when a file of the demo backend changes, as it did when the backend was part of the config', async () => {
    const { server, load, backendFile, watcher } = fakeDevServer(true);
    await load.mock.results[0]?.value;

    watcher.emit('change', join(root, 'src/ui/main.tsx'));
    expect(server.restart).not.toHaveBeenCalled();
    watcher.emit('change', backendFile);
    expect(server.restart).toHaveBeenCalledOnce();
  });

  it("loads nothing and notes no address for a server that never listens (Vitest's)", () => {
    const { load } = fakeDevServer(false);

    expect(load).not.toHaveBeenCalled();
  });

  it('answers the reset script where it looks: the same folder of notes, call and name', () => {
    expect(resetScript.SERVER_RECORDS).toBe(SERVER_RECORDS_FOLDER);
    expect(resetScript.SERVER_INFO_PATH).toBe(SERVER_INFO_PATH);
    expect(resetScript.DEMO_SERVER_APP).toBe(DEMO_SERVER_APP);
  });
});
