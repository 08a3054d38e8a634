import type { CaseListQuery } from '../../../src/domain/dossiers/case-list';
import { describe, expect, it } from 'vitest';
import type { DossierGateway } from '../../../src/application/dossiers/dossier-gateway';
import { ListCases } from '../../../src/application/dossiers/list-cases';
import { LoadDashboard } from '../../../src/application/dossiers/load-dashboard';
import { fail, ok } from '../../../src/domain/shared/result';
import { DOSSIER_TYPES } from '../../../src/domain/dossiers/dossier-type';
import { Temporal } from 'temporal-polyfill';
import { DashboardViewModel } from '../../../src/ui/screens/tasks/dashboard-view-model';
import {
  anOpenUwvMessage,
  failing,
  FakeDossierFileGateway,
  rejected,
} from '../../support/dossier-file-fakes';
import { FakeScheduler } from '../../support/fake-scheduler';
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
    listCases: () => answer('listCases', { rows: [], total: 0 }),
    searchOpenDossiers: () => answer('searchOpenDossiers', []),
    dayAppointments: () => answer('dayAppointments', []),
  };
}

function setUp(codes: readonly string[], failing: readonly string[] = []) {
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(codes).build());
  const dossiers = dossiersAnswering(failing);
  const tasks = new FakeTaskGateway();
  const files = new FakeDossierFileGateway();
  const load = new LoadDashboard(tasks, dossiers, session, new FixedClock(), files);
  return {
    load,
    dossiers,
    tasks,
    files,
    vm: new DashboardViewModel(load, new ListCases(dossiers), session, new FakeScheduler()),
  };
}

describe('loading the dashboard', () => {
  it('gives a professional tasks, cases, recently viewed dossiers and today’s appointments', async () => {
    const { load, dossiers } = setUp(['view_professional_dashboard']);
    const dashboard = await load.execute();
    expect(dashboard?.kind).toBe('professional');
    expect(dossiers.calls.sort()).toEqual(['activeCases', 'dayAppointments', 'recentlyViewed']);
    expect(dashboard?.myTasks?.overdue).toBe(2);
  });

  it('gives an employer their case count and never asks for recently viewed dossiers or appointments', async () => {
    const { load, dossiers } = setUp(['employer_view_dashboard']);
    const dashboard = await load.execute();
    expect(dashboard?.kind).toBe('employer');
    expect(dossiers.calls.sort()).toEqual(['activeCases']);
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

  it('asks for the professional’s own UWV messages that ask for work, apart from the figures', async () => {
    const { load, files } = setUp(['view_professional_dashboard']);
    const messages = await load.openUwvMessages();
    expect(messages.ok && messages.value).toEqual([anOpenUwvMessage()]);
    expect(files.calls).toEqual(['openUwv:me']);
  });

  it('keeps the dashboard standing when the UWV messages fail', async () => {
    const { vm, files } = setUp(['view_professional_dashboard']);
    files.openUwvAnswer = failing(rejected(500));
    vm.attach();
    await expect.poll(() => vm.uwv.state).toBe('failed');
    await expect.poll(() => vm.state).toBe('ready');
    expect(vm.data?.activeCases?.total).toBe(12);
  });

  it('has nothing for a user without a dashboard permission', async () => {
    const { load } = setUp(['view_rooms']);
    expect(await load.execute()).toBeNull();
  });

  it('links each figure to the filtered list behind it', async () => {
    const { vm } = setUp(['view_professional_dashboard']);
    vm.attach();
    await expect.poll(() => vm.state).toBe('ready');
    // The professional's own tasks: the list's default, so the address names no assignee.
    expect(vm.tasksLink('overdue')).toBe('/tasks?dueTo=2026-11-20');
    expect(vm.tasksLink('today')).toBe('/tasks?dueFrom=2026-11-21&dueTo=2026-11-21');
    expect(vm.tasksLink('this-week')).toBe('/tasks?dueFrom=2026-11-21&dueTo=2026-11-22');
    expect(vm.caseBars).toEqual([
      { kind: 'type', type: 'illness', count: 9 },
      { kind: 'type', type: 'wga', count: 3 },
    ]);
    expect(vm.casesLink('wga')).toBe('/dashboard?type=wga#dashboard-cases');
    expect(vm.casesLink(null)).toBe('/dashboard#dashboard-cases');
  });

  it("links an employer's task figures to the cases with such a task, as they read no task list", async () => {
    const { vm } = setUp(['employer_view_dashboard']);
    vm.attach();
    await expect.poll(() => vm.state).not.toBe('loading');
    expect(vm.taskFigureLink('overdue')).toBe('/dashboard?tasks=overdue#dashboard-cases');
    expect(vm.taskFigureLink('this-week')).toBe('/dashboard?tasks=this-week#dashboard-cases');
    const professional = setUp(['view_professional_dashboard', 'view_tasks']);
    professional.vm.attach();
    await expect.poll(() => professional.vm.state).toBe('ready');
    expect(professional.vm.taskFigureLink('today')).toMatch(/^\/tasks\?dueFrom=2026-11-21&dueTo=2026-11-21/);
  });
});

describe('the dashboard view-model', () => {
  const appointment = {
    id: 'a-1',
    userId: 'agenda-7',
    start: Temporal.Instant.from('2026-11-21T08:30:00Z'),
    end: Temporal.Instant.from('2026-11-21T09:00:00Z'),
    title: 'Spreekuur',
    location: null,
    employeeName: null,
  };

  it('opens today’s appointment on its day in the agenda for a user who may see the agenda', () => {
    const { vm } = setUp(['view_professional_dashboard', 'see_agenda_users_calendars']);
    expect(vm.appointmentLink(appointment)).toBe('/agenda?date=2026-11-21&view=day&columns=agenda-7');
  });

  it('opens it in the appointment list of that day otherwise, and nowhere without either right', () => {
    const listed = setUp(['view_professional_dashboard', 'view_appointment_list']);
    expect(listed.vm.appointmentLink(appointment)).toBe(
      '/appointments?from=2026-11-21&until=2026-11-21&professional=agenda-7',
    );
    const neither = setUp(['view_professional_dashboard']);
    expect(neither.vm.appointmentLink(appointment)).toBeNull();
  });

  it('asks for the open cases of the chosen type, in the chosen order and page', async () => {
    const { vm, dossiers } = setUp(['view_professional_dashboard']);
    const asked: CaseListQuery[] = [];
    dossiers.listCases = (query) => {
      asked.push(query);
      return Promise.resolve(ok({ rows: [], total: 0 }));
    };
    vm.attach();
    vm.cases.applySearchParams(new URLSearchParams('type=wga&sort=-openTasks'));
    await expect.poll(() => vm.cases.state).toBe('empty');
    expect(asked.at(-1)).toEqual({
      dossierType: 'wga',
      tasksDue: null,
      sort: { field: 'openTasks', direction: 'desc' },
      page: 1,
      size: 10,
    });
    // A task figure's link: only the cases with a task due so.
    vm.cases.applySearchParams(new URLSearchParams('tasks=overdue'));
    await expect.poll(() => asked.at(-1)?.tasksDue).toBe('overdue');
  });

  it('takes the smallest types together in one bar rather than leaving them out', async () => {
    const { vm, dossiers } = setUp(['view_professional_dashboard']);
    const types = DOSSIER_TYPES.slice(0, 9);
    dossiers.activeCases = () =>
      Promise.resolve(
        ok({ total: 45, byType: new Map(types.map((type, index) => [type, 9 - index] as never)) }),
      );
    vm.attach();
    await expect.poll(() => vm.state).toBe('ready');
    const other = vm.caseBars.at(-1);
    expect(vm.caseBars).toHaveLength(8);
    expect(other?.kind === 'other' && other.count).toBe(2 + 1);
  });
});
