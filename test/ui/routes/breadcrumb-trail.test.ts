import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, openedFrom, originOf } from '../../../src/ui/routes/breadcrumb-trail';

const DOSSIER = { dossierId: 'd-1' };

describe('the breadcrumb', () => {
  it('leads to a dossier through its parent, the dashboard, when nothing else is named', () => {
    expect(breadcrumbTrail('dossier', DOSSIER).map((crumb) => [crumb.titleKey, crumb.path])).toEqual([
      ['shell.home', '/'],
      ['route.dashboard', '/dashboard'],
      ['route.dossier', null],
    ]);
  });

  it('leads to a dossier through the task list when it was opened there', () => {
    const origin = originOf(openedFrom('tasks'));
    expect(breadcrumbTrail('dossier', DOSSIER, origin).map((crumb) => [crumb.titleKey, crumb.path])).toEqual([
      ['shell.home', '/'],
      ['route.tasks', '/tasks'],
      ['route.dossier', null],
    ]);
  });

  it('leads to a dossier through the employee and the employee list when it was opened from the employee', () => {
    const origin = originOf(openedFrom('employee', { employeeId: 'e-7' }));
    expect(breadcrumbTrail('dossier', DOSSIER, origin).map((crumb) => crumb.path)).toEqual([
      '/',
      '/employee-list',
      '/employee-list/e-7',
      null,
    ]);
  });

  it('ignores a history state that names no route of the portal', () => {
    fc.assert(
      fc.property(fc.anything(), (state) => {
        const origin = originOf(state);
        const trail = breadcrumbTrail('dossier', DOSSIER, origin);
        expect(trail.at(-1)).toEqual({ titleKey: 'route.dossier', path: null });
        expect(trail[0]).toEqual({ titleKey: 'shell.home', path: '/' });
      }),
      { numRuns: 200 },
    );
    expect(originOf({ breadcrumbFrom: { routeId: 'constructor', params: {} } })).toBeNull();
    expect(originOf({ breadcrumbFrom: { routeId: 'tasks', params: { id: 3 } } })).toBeNull();
  });
});
