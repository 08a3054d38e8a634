import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessAllows } from '../../../src/domain/access/navigation-guard';
import { PERMISSIONS } from '../../../src/domain/access/permission';
import { ROUTES } from '../../../src/domain/access/route-catalogue';
import { UserType } from '../../../src/domain/access/user';
import { findPages, searchablePages } from '../../../src/domain/search/page-search';
import { aUser } from '../../support/user-mother';

const users = fc
  .record({
    permissions: fc.subarray([...PERMISSIONS]),
    type: fc.constantFrom(...Object.values(UserType)),
    medical: fc.boolean(),
  })
  .map(({ permissions, type, medical }) => {
    const user = aUser().ofType(type).withRole(permissions);
    return (medical ? user.medical() : user).build();
  });

describe('the pages a user finds through the search', () => {
  it('property: only pages of a fixed address that the guard lets this user open', () => {
    fc.assert(
      fc.property(users, (user) => {
        for (const id of searchablePages(user)) {
          const route = ROUTES[id];
          expect(route.path).not.toMatch(/[:*]/);
          expect(accessAllows(route.access, user)).toBe(true);
          expect(route.access.kind === 'public' || route.access.kind === 'open').toBe(false);
        }
      }),
    );
  });

  it('gives the holidays to whoever manages them, and to nobody else', () => {
    const admin = aUser().withRole(['manage_national_holidays']).build();
    const planner = aUser().withRole(['see_agenda_users_calendars', 'use_planning_functionality']).build();
    expect(searchablePages(admin)).toContain('holidays');
    expect(searchablePages(planner)).not.toContain('holidays');
    expect(searchablePages(planner)).toContain('planning');
  });

  it('finds a page by its title first, then by the other words people use for it', () => {
    const pages = [
      { routeId: 'planning' as const, title: 'Planning', words: 'nieuwe afspraak, afspraak plannen' },
      { routeId: 'appointments' as const, title: 'Afspraken', words: '' },
      { routeId: 'holidays' as const, title: 'Feestdagen', words: 'vrije dagen' },
    ];
    expect(findPages(pages, 'afspra').hits.map((hit) => hit.id)).toEqual(['appointments', 'planning']);
    expect(findPages(pages, 'nieuwe afspraak').hits).toMatchObject([{ id: 'planning', route: '/planning' }]);
    expect(findPages(pages, 'feest').hits).toMatchObject([{ id: 'holidays', label: 'Feestdagen' }]);
    expect(findPages(pages, 'rooster')).toEqual({ kind: 'page', hits: [], total: 0 });
  });
});
