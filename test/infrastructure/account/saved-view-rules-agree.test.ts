import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../../src/domain/account/user-preferences';
import { areKeptViews, MAX_SAVED_VIEWS } from '../../../src/domain/account/user-preferences';
import { checkPreferences } from '../../../src/infrastructure/demo-backend/access/preference-rules';

const name = fc.oneof(
  fc.constantFrom('Week', 'week', 'WEEK', ' Week', 'Mijn taken', '', ' ', 'x'.repeat(60), 'x'.repeat(61)),
  fc.string({ maxLength: 64 }),
);
const view: fc.Arbitrary<SavedView> = fc.record({
  id: fc.oneof(fc.constantFrom('v1', 'v2', 'a/b', ''), fc.uuid()),
  name,
  filters: fc.array(
    fc.record({
      name: fc.oneof(fc.constantFrom('status', 'from', 'a b', ''), fc.string({ maxLength: 34 })),
      value: fc.string({ maxLength: 210 }),
    }),
    { maxLength: 3 },
  ),
  sort: fc.oneof(fc.constant(null), fc.constantFrom('start', '-start', ''), fc.string({ maxLength: 70 })),
  hiddenColumns: fc.oneof(
    fc.constant(null),
    fc.array(fc.constantFrom('place', 'status', ''), { maxLength: 3 }),
  ),
  pageSize: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 1002 })),
});

/** The view as the portal sends it, its keys in snake_case. */
const wire = (saved: SavedView) => ({
  id: saved.id,
  name: saved.name,
  filters: saved.filters,
  sort: saved.sort,
  hidden_columns: saved.hiddenColumns,
  page_size: saved.pageSize,
});

describe('the saved view rule of the domain and of the demo backend', () => {
  it('property: the back office keeps exactly the views the portal judges keepable', () => {
    fc.assert(
      fc.property(fc.array(view, { maxLength: 4 }), (views) => {
        const backOffice = checkPreferences({ saved_views: { appointments: views.map(wire) } });
        expect(backOffice.ok).toBe(areKeptViews(views));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps twenty views of a list and refuses a twenty-first', () => {
    const views = Array.from({ length: MAX_SAVED_VIEWS + 1 }, (_, n) => ({
      id: `v${n}`,
      name: `View ${n}`,
      filters: [],
      sort: null,
      hiddenColumns: null,
      pageSize: null,
    }));
    expect(areKeptViews(views.slice(0, MAX_SAVED_VIEWS))).toBe(true);
    expect(checkPreferences({ saved_views: { tasks: views.slice(0, MAX_SAVED_VIEWS).map(wire) } }).ok).toBe(
      true,
    );
    expect(areKeptViews(views)).toBe(false);
    expect(checkPreferences({ saved_views: { tasks: views.map(wire) } }).ok).toBe(false);
  });
});
