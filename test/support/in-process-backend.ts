import type { Notifier } from '../../src/application/platform/notifier';
import { CSRF_COOKIE } from '../../src/infrastructure/browser/cookie-names';
import {
  createDemoBackend,
  reviveState,
  seedState,
} from '../../src/infrastructure/demo-backend/demo-backend';
import type { DemoState, DemoStore } from '../../src/infrastructure/demo-backend/demo-backend';
import { StateStore } from '../../src/infrastructure/demo-backend/platform/state-store';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { fetchUploadTransport } from './fetch-upload-transport';
import { RecordingNotifier } from './fakes';

export const TEST_ORIGIN = 'http://portal.test';

/** Each seed made in this test file so far, by the moment it is dated: never handed out itself. */
const seeds = new Map<number, DemoState>();

/**
 * A fresh seed dated `seedTime`, as `seedState` makes it (the seed depends on that moment alone), but
 * made once per moment per test file: a test gets its own copy, brought back to the shape a seed has
 * (prototype-free tables) the way a state file is read. Seeding takes about half a second; a copy
 * a twentieth of that.
 */
function seededAt(seedTime: number): DemoState {
  let seed = seeds.get(seedTime);
  if (!seed) {
    seed = seedState(seedTime);
    seeds.set(seedTime, seed);
  }
  const copy = reviveState(structuredClone(seed) as unknown as Record<string, unknown>);
  if (!copy) throw new Error('a copy of the seed no longer revives');
  return copy;
}

/**
 * The demo backend called in-process, with a cookie jar standing in for the browser, so adapters are
 * tested over real HTTP semantics without a server.
 */
export function inProcessBackend(options: { now?: () => number } = {}) {
  const store: DemoStore = new StateStore<DemoState>(null, Date.now, {
    seed: seededAt,
    revive: reviveState,
  });
  const app = createDemoBackend({ store, ...(options.now ? { now: options.now } : {}), random: () => 0 });
  const jar = new Map<string, string>();
  const requests: Request[] = [];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), TEST_ORIGIN),
      init,
    );
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) request.headers.set('Cookie', cookie);
    requests.push(request.clone());
    const response = await app.fetch(request);
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim()));
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
    return response;
  };

  return { store, app, fetch, jar, requests, cookie: (name: string) => jar.get(name) ?? null };
}

/** The portal's HTTP client talking to an in-process demo backend, telling its toasts to a recorder. */
export function httpClientFor(
  backend: ReturnType<typeof inProcessBackend>,
  notifier: Notifier = new RecordingNotifier(),
) {
  return new HttpClient({
    fetch: backend.fetch,
    origin: TEST_ORIGIN,
    locale: () => 'nl',
    portal: () => 'arbo',
    csrfToken: () => backend.cookie(CSRF_COOKIE),
    notifier,
    onUnauthorized: () => undefined,
    backoffMs: 1,
    uploads: fetchUploadTransport(backend.fetch),
  });
}
