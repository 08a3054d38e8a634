import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASE_BARS_SHOWN, caseBars } from '../../../src/domain/dossiers/case-list';
import type { DossierType } from '../../../src/domain/dossiers/dossier-type';
import { DOSSIER_TYPES } from '../../../src/domain/dossiers/dossier-type';

const counts = fc
  .uniqueArray(fc.constantFrom(...DOSSIER_TYPES), { maxLength: DOSSIER_TYPES.length })
  .chain((types) =>
    fc
      .array(fc.integer({ min: 0, max: 500 }), { minLength: types.length, maxLength: types.length })
      .map((values) => new Map(types.map((type, index) => [type, values[index] ?? 0] as const))),
  );

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

describe('the open-cases chart', () => {
  it('never drops a case: the bars add up to every case counted, each type in exactly one bar', () => {
    fc.assert(
      fc.property(counts, (byType) => {
        const bars = caseBars(byType);
        expect(sum(bars.map((bar) => bar.count))).toBe(sum(byType.values()));
        const covered = bars.flatMap((bar) => (bar.kind === 'type' ? [bar.type] : bar.types));
        const counted = [...byType].filter(([, count]) => count > 0).map(([type]) => type);
        expect(covered.toSorted()).toEqual(counted.toSorted());
      }),
    );
  });

  it('shows at most seven types and one bar for the rest, the largest first', () => {
    fc.assert(
      fc.property(counts, (byType) => {
        const bars = caseBars(byType);
        expect(bars.length).toBeLessThanOrEqual(CASE_BARS_SHOWN + 1);
        const typed = bars.filter((bar) => bar.kind === 'type');
        const smallestShown = Math.min(...typed.map((bar) => bar.count));
        for (let i = 1; i < typed.length; i++)
          expect(typed[i - 1]!.count).toBeGreaterThanOrEqual(typed[i]!.count);
        const other = bars.find((bar) => bar.kind === 'other');
        if (other?.kind === 'other') {
          expect(bars.at(-1)).toBe(other);
          expect(other.types.length).toBeGreaterThan(1);
          for (const type of other.types) expect(byType.get(type)).toBeLessThanOrEqual(smallestShown);
        }
      }),
    );
  });

  it('names every type when one more would fit in the place of the "other" bar', () => {
    const eight = new Map(DOSSIER_TYPES.slice(0, 8).map((type, index) => [type, index + 1] as const));
    expect(caseBars(eight).every((bar) => bar.kind === 'type')).toBe(true);
  });

  it('puts equal counts in the order it is given, such as by translated name', () => {
    const byType = new Map<DossierType, number>([
      ['wga', 2],
      ['illness', 2],
    ]);
    const names: Record<string, string> = { wga: 'A', illness: 'B' };
    const ranked = caseBars(byType, (a, b) => (names[a] ?? '').localeCompare(names[b] ?? ''));
    expect(ranked.map((bar) => (bar.kind === 'type' ? bar.type : 'other'))).toEqual(['wga', 'illness']);
  });
});
