import type { Notifier } from '../../src/application/platform/notifier';
import { CSRF_COOKIE } from '../../src/infrastructure/browser/cookie-names';
import { createDemoBackend } from '../../src/infrastructure/demo-backend/demo-backend';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { fetchUploadTransport } from './fetch-upload-transport';
import { RecordingNotifier } from './fakes';
import { DemoStore } from '../../src/infrastructure/demo-backend/demo-backend';

export const TEST_ORIGIN = 'http://portal.test';

/**
 * The demo backend called in-process, with a cookie jar standing in for the browser, so adapters are
 * tested over real HTTP semantics without a server.
 */
export function inProcessBackend(options: { now?: () => number } = {}) {
  const store = new DemoStore(null);
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
