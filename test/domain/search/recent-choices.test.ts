import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_CHOICES, withChoice } from '../../../src/domain/search/recent-choices';
import type { SearchHit } from '../../../src/domain/search/search-hit';

const hit = (id: string): SearchHit => ({
  kind: 'employee',
  id,
  label: id,
  description: null,
  route: `/employee-list/${id}`,
  startsAt: null,
  dossierType: null,
});

describe('the recent choices of the search', () => {
  it('property: the newest choice first, each thing once, at most five', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'), { maxLength: 20 }), (ids) => {
        let recent: SearchHit[] = [];
        for (const id of ids) recent = withChoice(recent, hit(id));
        const kept = recent.map((choice) => choice.id);
        expect(new Set(kept).size).toBe(kept.length);
        expect(kept.length).toBeLessThanOrEqual(RECENT_CHOICES);
        if (ids.length > 0) expect(kept[0]).toBe(ids.at(-1));
      }),
    );
  });
});
