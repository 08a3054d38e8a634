import { describe, expect, it } from 'vitest';
import { ListEmployees } from '../../../src/application/people/list-employees';
import { defaultEmployeeListQuery } from '../../../src/domain/people/employee-list-query';
import { RecordingNotifier } from '../../support/fakes';
import { BAKERY, failing, FakeEmployeeGateway, FakeTeamGateway, rejected } from './people-fakes';

function setUp() {
  const gateway = new FakeEmployeeGateway();
  const teams = new FakeTeamGateway();
  const notifier = new RecordingNotifier();
  return { gateway, teams, notifier, list: new ListEmployees(gateway, teams, notifier) };
}

describe('listing employees', () => {
  it('asks for the page the list wants, made askable: the text tidied, blank ids none, at most 100', async () => {
    const { list, gateway } = setUp();
    const answer = await list.execute({
      ...defaultEmployeeListQuery(100),
      search: '  de   vries ',
      employerId: ' ',
      teamId: 't-1',
      openAbsenceOnly: true,
      page: 0,
      size: 1000,
    });
    expect(answer).toEqual({ ok: true, value: gateway.page.ok ? gateway.page.value : null });
    expect(gateway.queries).toEqual([
      {
        ...defaultEmployeeListQuery(100),
        search: 'de vries',
        employerId: null,
        teamId: 't-1',
        openAbsenceOnly: true,
        page: 1,
        size: 100,
      },
    ]);
  });

  it('hands a failure on as it came, for the list to show', async () => {
    const { list, gateway, notifier } = setUp();
    gateway.page = failing(rejected(500, true));
    expect(await list.execute(defaultEmployeeListQuery(10))).toEqual(gateway.page);
    expect(notifier.notices).toEqual([]);
  });

  it('offers the employers, divisions and teams in scope, by name', async () => {
    const { list } = setUp();
    expect(await list.filterChoices()).toEqual({
      employers: [BAKERY],
      divisions: [
        { id: 'd-1', employerId: 'w-1', name: 'Productie Utrecht' },
        { id: 'd-2', employerId: 'w-1', name: 'Winkels' },
      ],
      teams: [
        { id: 't-1', name: 'Team Noord' },
        { id: 't-2', name: 'Team Zuid' },
      ],
      unavailable: [],
    });
  });

  it('offers the other choices when a list of them fails, and tells the user once', async () => {
    const { list, gateway, teams, notifier } = setUp();
    gateway.employerList = failing(rejected(500));
    gateway.divisionList = failing(rejected(502));
    teams.answer = failing({ kind: 'network', told: true });
    const choices = await list.filterChoices();
    expect(choices).toEqual({
      employers: [],
      divisions: [],
      teams: [],
      unavailable: ['employers', 'divisions', 'teams'],
    });
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.somethingWentWrong' }]);
  });
});
