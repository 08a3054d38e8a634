import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CookieOptions, CookieStore } from '../../../src/application/platform/cookie-store';
import { BuildVersionWatcher } from '../../../src/infrastructure/browser/build-version-watcher';
import { PageReloadGuard } from '../../../src/infrastructure/browser/page-reload-guard';

class MemoryCookies implements CookieStore {
  readonly values = new Map<string, { value: string; options: CookieOptions }>();
  get(name: string) {
    return this.values.get(name)?.value ?? null;
  }
  set(name: string, value: string, options: CookieOptions) {
    this.values.set(name, { value, options });
  }
  remove(name: string) {
    this.values.delete(name);
  }
}

afterEach(() => vi.useRealTimers());

describe('reloading the page on its own', () => {
  it('loads the intended path once, then not again while the 10-second cookie lives', () => {
    const cookies = new MemoryCookies();
    const loaded: string[] = [];
    const guard = new PageReloadGuard(cookies, (path) => loaded.push(path));
    expect(guard.reloadOnce('/rooms?view=week')).toBe(true);
    expect(guard.reloadOnce('/rooms')).toBe(false);
    expect(loaded).toEqual(['/rooms?view=week']);
    expect(cookies.values.get('page_reload')?.options.maxAge).toBe(10);
  });

  it('never loads a path off the portal', () => {
    const loaded: string[] = [];
    new PageReloadGuard(new MemoryCookies(), (path) => loaded.push(path)).reloadOnce('//evil.example');
    expect(loaded).toEqual(['/']);
  });
});

const answering =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('watching for a new build', () => {
  it('notices a newer build', async () => {
    const watcher = new BuildVersionWatcher({ currentBuildId: 'a', fetch: answering({ id: 'b' }) });
    await watcher.check();
    expect(watcher.updateAvailable).toBe(true);
  });

  it('stays calm for the same build, a missing file or a malformed answer', async () => {
    for (const fetch of [
      answering({ id: 'a' }),
      answering({}, 404),
      answering('nonsense'),
      (async () => {
        throw new TypeError('offline');
      }) as typeof globalThis.fetch,
    ]) {
      const watcher = new BuildVersionWatcher({ currentBuildId: 'a', fetch });
      await watcher.check();
      expect(watcher.updateAvailable).toBe(false);
    }
  });

  it('polls on its interval until disposed', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const watcher = new BuildVersionWatcher({
      currentBuildId: 'a',
      intervalMs: 1000,
      fetch: async () => {
        calls += 1;
        return new Response('{"id":"a"}');
      },
    });
    const stop = watcher.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(4);
    stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toBe(4);
  });
});
