import { describe, expect, it } from 'vitest';
import type { DossierGateway } from '../../../src/application/dossiers/dossier-gateway';
import { LoadDashboard } from '../../../src/application/dossiers/load-dashboard';
import { fail, ok } from '../../../src/domain/shared/result';
import { DashboardViewModel } from '../../../src/ui/screens/tasks/dashboard-view-model';
import { FakeSessionStore } from '../../support/fakes';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aUser } from '../../support/user-mother';

function dossiersAnswering(failing: readonly string[] = []): DossierGateway & { calls: string[] } {
  const calls: string[] = [];
  const answer = <T>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(
      failing.includes(name) ? fail({ kind: 'network' as const, told: true }) : ok(value),
    );
  };
  return {
    calls,
    recentlyViewed: () => answer('recentlyViewed', []),
    activeCases: () =>
      answer('activeCases', {
        total: 12,
        byType: new Map([
          ['illness', 9],
          ['wga', 3],
        ] as const),
      }),
    availableTypes: () => answer('availableTypes', []),
    employers: () => answer('employers', []),
    openDossiers: () => answer('openDossiers', []),
    searchOpenDossiers: () => answer('searchOpenDossiers', []),
    dayAppointments: () => answer('dayAppointments', []),
  };
}

function setUp(codes: readonly string[], failing: readonly string[] = []) {
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(codes).build());
  const dossiers = dossiersAnswering(failing);
  const tasks = new FakeTaskGateway();
  const load = new LoadDashboard(tasks, dossiers, session, new FixedClock());
  return { load, dossiers, tasks, vm: new DashboardViewModel(load, session) };
}

describe('loading the dashboard', () => {
  it('gives a professional tasks, cases, recently viewed dossiers and today’s appointments', async () => {
    const { load, dossiers } = setUp(['view_professional_dashboard']);
    const dashboard = await load.execute();
    expect(dashboard?.kind).toBe('professional');
    expect(dossiers.calls.sort()).toEqual(['activeCases', 'dayAppointments', 'recentlyViewed']);
    expect(dashboard?.myTasks?.overdue).toBe(2);
  });

  it('gives an employer their open cases and never asks for recently viewed dossiers or appointments', async () => {
    const { load, dossiers } = setUp(['employer_view_dashboard']);
    const dashboard = await load.execute();
    expect(dashboard?.kind).toBe('employer');
    expect(dossiers.calls.sort()).toEqual(['activeCases', 'openDossiers']);
  });

  it('shows the parts that loaded when one part fails', async () => {
    const { load } = setUp(['view_professional_dashboard'], ['dayAppointments']);
    const dashboard = await load.execute();
    expect(dashboard?.appointments).toBeNull();
    expect(dashboard?.activeCases?.total).toBe(12);
  });

  it('drops the answer of a load cancelled by leaving the screen', async () => {
    const { vm } = setUp(['view_professional_dashboard']);
    const detach = vm.attach();
    detach();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vm.state).toBe('loading');
    expect(vm.data).toBeNull();
  });

  it('has nothing for a user without a dashboard permission', async () => {
    const { load } = setUp(['view_rooms']);
    expect(await load.execute()).toBeNull();
  });

  it('links each figure to the filtered list behind it', async () => {
    const { vm } = setUp(['view_professional_dashboard']);
    vm.attach();
    await expect.poll(() => vm.state).toBe('ready');
    expect(vm.tasksLink('overdue')).toBe('/tasks?dueTo=2026-11-20&assignee=me');
    expect(vm.tasksLink('today')).toBe('/tasks?dueFrom=2026-11-21&dueTo=2026-11-21&assignee=me');
    expect(vm.tasksLink('this-week')).toBe('/tasks?dueFrom=2026-11-21&dueTo=2026-11-22&assignee=me');
    expect(vm.casesPerType).toEqual([
      { type: 'illness', count: 9 },
      { type: 'wga', count: 3 },
    ]);
  });
});
