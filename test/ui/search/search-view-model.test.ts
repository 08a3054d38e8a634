import { describe, expect, it } from 'vitest';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import { RecentSearchChoices } from '../../../src/application/search/recent-search-choices';
import { SearchEverything } from '../../../src/application/search/search-everything';
import type { SearchGateway } from '../../../src/application/search/search-gateway';
import type { SearchGroup } from '../../../src/domain/search/search-hit';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import { SEARCH_PAUSE_MS, SearchViewModel } from '../../../src/ui/search/search-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FakeNavigator, FakeSessionStore } from '../../support/fakes';
import { aUser } from '../../support/user-mother';

/** A back office that answers when the test says so, each call with its own answer. */
class HeldSearchGateway implements SearchGateway {
  readonly calls: {
    text: string;
    signal: AbortSignal;
    answer: (result: Result<readonly SearchGroup[], GatewayFailure>) => void;
  }[] = [];
  search(text: string, _size: number, signal: AbortSignal) {
    return new Promise<Result<readonly SearchGroup[], GatewayFailure>>((answer) =>
      this.calls.push({ text, signal, answer }),
    );
  }
}

const employees = (...names: string[]): SearchGroup => ({
  kind: 'employee',
  total: names.length,
  hits: names.map((name) => ({
    kind: 'employee',
    id: name,
    label: name,
    description: null,
    route: `/employee-list/${name}`,
    startsAt: null,
    dossierType: null,
  })),
});

function setUp() {
  const gateway = new HeldSearchGateway();
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(['view_employee_list']).build());
  const scheduler = new FakeScheduler();
  const navigator = new FakeNavigator();
  const recent = new RecentSearchChoices(session);
  const names = (routeId: string) => ({
    title: routeId === 'employeeList' ? 'Medewerkers' : routeId,
    words: '',
    menuAnyOf: [],
  });
  const viewModel = new SearchViewModel(
    new SearchEverything(gateway, session),
    recent,
    scheduler,
    navigator,
    names,
  );
  return { gateway, scheduler, navigator, viewModel };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SearchViewModel', () => {
  it('asks the back office once typing pauses, not at every key', () => {
    const { gateway, scheduler, viewModel } = setUp();
    viewModel.setText('va');
    viewModel.setText('van');
    scheduler.advance(SEARCH_PAUSE_MS - 1);
    expect(gateway.calls).toEqual([]);
    expect(viewModel.state).toBe('searching');
    scheduler.advance(1);
    expect(gateway.calls.map((call) => call.text)).toEqual(['van']);
  });

  it('aborts the older call when newer text comes, and never shows its late answer', async () => {
    const { gateway, scheduler, viewModel } = setUp();
    viewModel.setText('van');
    scheduler.advance(SEARCH_PAUSE_MS);
    viewModel.setText('vand');
    scheduler.advance(SEARCH_PAUSE_MS);
    const [older, newer] = gateway.calls;
    expect(older!.signal.aborted).toBe(true);
    expect(newer!.signal.aborted).toBe(false);
    newer!.answer(ok([employees('Van Dijk')]));
    await settle();
    older!.answer(ok([employees('Van Leeuwen')]));
    await settle();
    expect(viewModel.options.map((hit) => hit.label)).toEqual(['Van Dijk']);
  });

  it('lists pages first, then the groups found, in the order the arrow keys move through them', async () => {
    const { gateway, scheduler, viewModel } = setUp();
    viewModel.setText('medew');
    scheduler.advance(SEARCH_PAUSE_MS);
    gateway.calls[0]!.answer(ok([employees('Medewerker Een', 'Medewerker Twee')]));
    await settle();
    expect(viewModel.state).toBe('done');
    expect(viewModel.groups.map((group) => group.kind)).toEqual(['page', 'employee']);
    expect(viewModel.options.map((hit) => hit.label)).toEqual([
      'Medewerkers',
      'Medewerker Een',
      'Medewerker Twee',
    ]);
  });

  it('opens a chosen hit and offers it first when the field is empty again', async () => {
    const { gateway, scheduler, navigator, viewModel } = setUp();
    expect(viewModel.groups).toEqual([]);
    viewModel.setText('dijk');
    scheduler.advance(SEARCH_PAUSE_MS);
    gateway.calls[0]!.answer(ok([employees('Van Dijk')]));
    await settle();
    viewModel.choose(viewModel.options[0]!);
    expect(navigator.visited).toEqual(['/employee-list/Van Dijk']);
    viewModel.setText('');
    expect(viewModel.state).toBe('recent');
    expect(viewModel.groups).toMatchObject([{ kind: 'recent', hits: [{ label: 'Van Dijk' }] }]);
  });

  it('shows the server’s message when the search is refused, and asks nothing for one letter', async () => {
    const { gateway, scheduler, viewModel } = setUp();
    viewModel.setText('v');
    scheduler.advance(SEARCH_PAUSE_MS);
    expect(viewModel.state).toBe('short');
    expect(gateway.calls).toEqual([]);
    viewModel.setText('van');
    scheduler.advance(SEARCH_PAUSE_MS);
    gateway.calls[0]!.answer(
      fail({ kind: 'rejected', status: 503, message: 'Even niet', code: null, fieldErrors: {}, told: false }),
    );
    await settle();
    expect(viewModel.state).toBe('failed');
    expect(viewModel.failure).toBe('Even niet');
    // A fault the HTTP client has told of already is not told again.
    viewModel.setText('vand');
    scheduler.advance(SEARCH_PAUSE_MS);
    gateway.calls[1]!.answer(fail({ kind: 'malformed', told: true }));
    await settle();
    expect(viewModel.state).toBe('failed');
    expect(viewModel.failure).toBeNull();
  });

  it('stops the pause and the call when the dialog closes', () => {
    const { gateway, scheduler, viewModel } = setUp();
    const detach = viewModel.attach();
    viewModel.setText('van');
    scheduler.advance(SEARCH_PAUSE_MS);
    viewModel.setText('vand');
    detach();
    expect(scheduler.running).toBe(0);
    expect(gateway.calls.every((call) => call.signal.aborted)).toBe(true);
  });
});
