import { describe, expect, it } from 'vitest';
import { LoadDashboard } from '../../../src/application/dossiers/load-dashboard';
import type { DossierGateway } from '../../../src/application/dossiers/dossier-gateway';
import { ok } from '../../../src/domain/shared/result';
import { DashboardUwvViewModel } from '../../../src/ui/screens/tasks/dashboard-uwv-view-model';
import {
  anOpenUwvMessage,
  failing,
  FakeDossierFileGateway,
  rejected,
} from '../../support/dossier-file-fakes';
import { FakeSessionStore } from '../../support/fakes';
import { FakeTaskGateway, FixedClock } from '../../support/task-fakes';
import { aUser } from '../../support/user-mother';

function setUp(codes: readonly string[]) {
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(codes).build());
  const files = new FakeDossierFileGateway();
  const load = new LoadDashboard(
    new FakeTaskGateway(),
    {} as DossierGateway,
    session,
    new FixedClock(),
    files,
  );
  return { vm: new DashboardUwvViewModel(load), files };
}

describe('the dashboard’s UWV messages', () => {
  it('count the rejected ones first, list them, and count those waiting for the UWV', async () => {
    const { vm, files } = setUp(['view_professional_dashboard']);
    files.openUwvAnswer = ok([
      anOpenUwvMessage({ id: '7' }),
      anOpenUwvMessage({ id: '9', status: 'sent' }),
      anOpenUwvMessage({ id: '12', status: 'rejected', employeeName: 'Kees Bakker' }),
      anOpenUwvMessage({ id: '13', status: 'sent' }),
      anOpenUwvMessage({ id: '14', status: 'sent' }),
    ]);
    vm.attach();
    await expect.poll(() => vm.state).toBe('ready');
    expect(files.calls).toEqual(['openUwv:me']);
    expect(vm.rejected.map((message) => message.id)).toEqual(['7', '12']);
    expect(vm.waiting).toBe(3);
  });

  it('fail on their own and load again on retry', async () => {
    const { vm, files } = setUp(['view_professional_dashboard']);
    files.openUwvAnswer = failing(rejected(500));
    vm.attach();
    await expect.poll(() => vm.state).toBe('failed');
    files.openUwvAnswer = ok([]);
    await vm.load();
    expect([vm.state, vm.rejected, vm.waiting]).toEqual(['ready', [], 0]);
  });

  it('are only on the professional dashboard', () => {
    const { vm, files } = setUp(['employer_view_dashboard']);
    vm.attach();
    expect([vm.shows, files.calls]).toEqual([false, []]);
  });

  it('drop the answer of a load cancelled by leaving the dashboard', async () => {
    const { vm } = setUp(['view_professional_dashboard']);
    const detach = vm.attach();
    detach();
    await Promise.resolve();
    expect([vm.state, vm.messages]).toEqual(['loading', []]);
  });
});
