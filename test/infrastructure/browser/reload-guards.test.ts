import { describe, expect, it } from 'vitest';
import type { CookieOptions, CookieStore } from '../../../src/application/platform/cookie-store';
import { BuildVersionWatcher } from '../../../src/infrastructure/browser/build-version-watcher';
import { PageReloadGuard } from '../../../src/infrastructure/browser/page-reload-guard';
import { RouterNavigator } from '../../../src/infrastructure/browser/router-navigator';
import { FakeScheduler } from '../../support/fake-scheduler';

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

  it('never loads a path off the portal, a backslashed one included', () => {
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example']) {
      const loaded: string[] = [];
      new PageReloadGuard(new MemoryCookies(), (path) => loaded.push(path)).reloadOnce(hostile);
      expect(loaded, hostile).toEqual(['/']);
    }
  });

  it('never lets the router navigate off the portal', () => {
    const visited: string[] = [];
    const location = { pathname: '/', search: '', assign: (p: string) => visited.push(p), replace: () => {} };
    const router = new RouterNavigator(location);
    expect(() => router.goTo('/\\evil.example')).toThrow(/outside the portal/);
    expect(() => router.goTo('//evil.example')).toThrow(/outside the portal/);
    router.goTo('/tasks');
    expect(visited).toEqual(['/tasks']);
  });
});

const answering =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A static server with the given files (path to body). */
const serving =
  (files: Record<string, unknown>, asked: string[] = []): typeof fetch =>
  async (input) => {
    const path = String(input).split('?')[0] ?? '';
    asked.push(path);
    return path in files ? new Response(JSON.stringify(files[path])) : new Response('', { status: 404 });
  };

const watcherOf = (fetch: typeof globalThis.fetch, scheduler = new FakeScheduler()) =>
  new BuildVersionWatcher({ currentBuildId: 'a', fetch, scheduler, intervalMs: 1000 });

describe('watching for a new build', () => {
  it('notices a newer build once its meta file is there too', async () => {
    const asked: string[] = [];
    const watcher = watcherOf(
      serving({ '/builds/latest.json': { id: 'b' }, '/builds/meta/b.json': { id: 'b' } }, asked),
    );
    await watcher.check();
    expect(watcher.updateAvailable).toBe(true);
    expect(asked).toEqual(['/builds/latest.json', '/builds/meta/b.json']);
  });

  it('waits while the newer build is only half deployed (no meta file yet)', async () => {
    const watcher = watcherOf(serving({ '/builds/latest.json': { id: 'b' } }));
    await watcher.check();
    expect(watcher.updateAvailable).toBe(false);
  });

  it('stays calm for the same build, a missing file, a malformed answer or no network', async () => {
    for (const fetch of [
      answering({ id: 'a' }),
      answering({}, 404),
      answering('nonsense'),
      answering({ id: '../../etc' }),
      (async () => {
        throw new TypeError('offline');
      }) as typeof globalThis.fetch,
    ]) {
      const watcher = watcherOf(fetch);
      await watcher.check();
      expect(watcher.updateAvailable).toBe(false);
    }
  });

  it('polls on its interval until stopped', async () => {
    const scheduler = new FakeScheduler();
    const asked: string[] = [];
    const stop = watcherOf(serving({ '/builds/latest.json': { id: 'a' } }, asked), scheduler).start();
    scheduler.advance(3000);
    expect(asked).toHaveLength(4);
    stop();
    scheduler.advance(3000);
    expect(asked).toHaveLength(4);
    expect(scheduler.running).toBe(0);
  });
});
