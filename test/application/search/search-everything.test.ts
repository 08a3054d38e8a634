import { describe, expect, it } from 'vitest';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import { RecentSearchChoices } from '../../../src/application/search/recent-search-choices';
import { SearchEverything } from '../../../src/application/search/search-everything';
import type { SearchGateway } from '../../../src/application/search/search-gateway';
import type { SearchGroup, SearchHit } from '../../../src/domain/search/search-hit';
import type { Result } from '../../../src/domain/shared/result';
import { ok } from '../../../src/domain/shared/result';
import { FakeSessionStore } from '../../support/fakes';
import { aUser } from '../../support/user-mother';

const dossier = (id: string, dossierType: SearchHit['dossierType']): SearchHit => ({
  kind: 'dossier',
  id,
  label: 'Sanne de Vries',
  description: id,
  route: `/dossiers/${id}`,
  startsAt: null,
  dossierType,
});

class FakeSearchGateway implements SearchGateway {
  readonly asked: { text: string; size: number; signal: AbortSignal }[] = [];
  answer: Result<readonly SearchGroup[], GatewayFailure> = ok([]);
  search(text: string, size: number, signal: AbortSignal) {
    this.asked.push({ text, size, signal });
    return Promise.resolve(this.answer);
  }
}

const names = (routeId: string) => ({
  title: routeId === 'holidays' ? 'Feestdagen' : routeId,
  words: '',
  menuAnyOf: [],
});

describe('SearchEverything', () => {
  it('asks nothing for fewer than two characters', async () => {
    const gateway = new FakeSearchGateway();
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const answer = await new SearchEverything(gateway, session).execute(
      ' f ',
      names,
      new AbortController().signal,
    );
    expect(answer).toEqual(ok([]));
    expect(gateway.asked).toEqual([]);
  });

  it('puts the pages the user may open first, then what the back office found, trimmed', async () => {
    const gateway = new FakeSearchGateway();
    gateway.answer = ok([{ kind: 'dossier', hits: [dossier('7', 'illness')], total: 1 }]);
    const session = new FakeSessionStore();
    session.signIn(aUser().withRole(['manage_national_holidays', 'view_tasks']).build());
    const answer = await new SearchEverything(gateway, session).execute(
      '  feest ',
      names,
      new AbortController().signal,
    );
    expect(gateway.asked.map((call) => [call.text, call.size])).toEqual([['feest', 5]]);
    expect(answer.ok && answer.value.map((group) => group.kind)).toEqual(['page', 'dossier']);
    expect(answer.ok && answer.value[0]!.hits[0]).toMatchObject({ id: 'holidays', route: '/admin/holidays' });
  });

  it('finds a page that declares no permission only for whom its menu place is', async () => {
    const gateway = new FakeSearchGateway();
    const session = new FakeSessionStore();
    const withMenu = (routeId: string) => ({
      title: routeId === 'employerAppointments' ? 'Afspraken werkgever' : routeId,
      words: '',
      menuAnyOf: routeId === 'employerAppointments' ? (['employer_view_appointment_list'] as const) : [],
    });
    const found = async () => {
      const answer = await new SearchEverything(gateway, session).execute(
        'afspraken werkgever',
        withMenu,
        new AbortController().signal,
      );
      return answer.ok ? answer.value.flatMap((group) => group.hits.map((hit) => hit.id)) : [];
    };
    session.signIn(aUser().ofType(3).withRole(['employer_view_appointment_list']).build());
    expect(await found()).toEqual(['employerAppointments']);
    session.signIn(aUser().withRole(['view_appointment_list']).build());
    expect(await found()).toEqual([]);
  });

  it('shows a non-medical reader no dossier of a medical type, whatever the answer holds', async () => {
    const gateway = new FakeSearchGateway();
    gateway.answer = ok([
      { kind: 'dossier', hits: [dossier('1', 'medical'), dossier('2', 'illness')], total: 2 },
    ]);
    const session = new FakeSessionStore();
    session.signIn(aUser().withRole(['view_tasks']).build());
    const answer = await new SearchEverything(gateway, session).execute(
      'vries',
      names,
      new AbortController().signal,
    );
    expect(answer.ok && answer.value.flatMap((group) => group.hits.map((hit) => hit.id))).toEqual(['2']);
  });

  it('keeps recent choices per user, in memory', () => {
    const session = new FakeSessionStore();
    session.signIn(aUser().build());
    const recent = new RecentSearchChoices(session);
    recent.remember(dossier('2', 'illness'));
    expect(recent.list().map((hit) => hit.id)).toEqual(['2']);
    session.signIn({ ...aUser().build(), id: 'someone-else' });
    expect(recent.list()).toEqual([]);
  });
});
