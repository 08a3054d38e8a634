// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PortalRoute } from '../../../src/ui/routes/portal-router';
import { PortalRouter } from '../../../src/ui/routes/portal-router';

/** A route whose code arrives when the test says so. */
function deferredRoute(path: string) {
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const route: PortalRoute = {
    path,
    load: () =>
      new Promise((resolve, reject) => {
        arrive = () => resolve(() => null);
        fail = reject;
      }),
  };
  return { route, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => window.setTimeout(resolve, 0));
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

async function routerAt(path: string, routes: PortalRoute[]) {
  window.history.replaceState(null, '', path);
  const router = new PortalRouter([{ path: '*', element: null }, ...routes], window);
  await settle();
  return router;
}

describe('the portal router', () => {
  it('changes the address only once the next page’s code has arrived, showing the move as loading', async () => {
    const tasks = deferredRoute('/tasks');
    const router = await routerAt('/start', [tasks.route]);
    expect(router.getSnapshot().ready).toBe(true);

    router.navigate('/tasks?page=2');
    expect(router.getSnapshot().loading).toBe(true);
    expect(window.location.pathname).toBe('/start');
    expect(router.intendedPath()).toBe('/tasks?page=2');

    tasks.arrive();
    await settle();
    expect(window.location.pathname + window.location.search).toBe('/tasks?page=2');
    expect(router.getSnapshot()).toMatchObject({ loading: false, location: { pathname: '/tasks' } });
    expect(router.componentOf(tasks.route)).toBeTypeOf('function');
  });

  it('shows a move whose code has arrived at once, as a field that writes the address expects', async () => {
    const router = await routerAt('/list', [{ path: '/list', element: null }]);
    router.navigate('/list?q=a', { replace: true });
    expect(window.location.search).toBe('?q=a');
    expect(router.getSnapshot()).toMatchObject({ loading: false, location: { search: '?q=a' } });
  });

  it('lets a later move win over one still loading', async () => {
    const slow = deferredRoute('/slow');
    const router = await routerAt('/start', [slow.route, { path: '/fast', element: null }]);
    router.navigate('/slow');
    router.navigate('/fast');
    await settle();
    slow.arrive();
    await settle();
    expect(window.location.pathname).toBe('/fast');
    expect(router.getSnapshot().location.pathname).toBe('/fast');
  });

  it('shows the error page when a page’s code cannot load, and tries again on the next move', async () => {
    const broken = deferredRoute('/broken');
    const router = await routerAt('/start', [broken.route]);
    router.navigate('/broken');
    broken.fail(new Error('chunk missing'));
    await settle();
    expect(router.getSnapshot().error).toBeInstanceOf(Error);
    expect(window.location.pathname).toBe('/start');

    router.navigate('/broken');
    broken.arrive();
    await settle();
    expect(router.getSnapshot()).toMatchObject({ error: null, location: { pathname: '/broken' } });
  });

  it('keeps the page’s own state in the history entry, apart from the address', async () => {
    const router = await routerAt('/start', [{ path: '/dossier', element: null }]);
    router.navigate('/dossier', { state: { from: 'tasks' } });
    await settle();
    expect(router.getSnapshot().location.state).toEqual({ from: 'tasks' });
    expect(window.location.href).not.toContain('tasks');
  });

  it('asks before leaving a page with unsaved work: staying keeps the page, leaving goes on', async () => {
    const router = await routerAt('/form', [{ path: '/elsewhere', element: null }]);
    const release = router.addBlocker('form', ({ nextLocation }) => nextLocation.pathname !== '/form');

    router.navigate('/elsewhere');
    await settle();
    expect(router.getSnapshot().blocked).not.toBeNull();
    expect(window.location.pathname).toBe('/form');

    router.getSnapshot().blocked!.reset();
    expect(router.getSnapshot().blocked).toBeNull();
    expect(window.location.pathname).toBe('/form');

    router.navigate('/elsewhere');
    router.getSnapshot().blocked!.proceed();
    await settle();
    expect(window.location.pathname).toBe('/elsewhere');
    release();
  });

  it('asks on the browser’s back button too, putting the address back while the user decides', async () => {
    const router = await routerAt('/list', [{ path: '/form', element: null }]);
    router.navigate('/form');
    await settle();
    const release = router.addBlocker('form', ({ nextLocation }) => nextLocation.pathname !== '/form');

    window.history.back();
    await popped();
    expect(router.getSnapshot().blocked).not.toBeNull();
    await popped();
    expect(window.location.pathname).toBe('/form');

    router.getSnapshot().blocked!.proceed();
    await popped();
    await settle();
    expect(window.location.pathname).toBe('/list');
    expect(router.getSnapshot().location.pathname).toBe('/list');
    release();
  });
});
