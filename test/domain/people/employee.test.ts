import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { divisionChoices, divisionsOf, isOpenEmployment } from '../../../src/domain/people/employee';
import type { EmployeeListQuery } from '../../../src/domain/people/employee-list-query';
import {
  defaultEmployeeListQuery,
  EMPLOYEE_SORT_FIELDS,
  MAX_EMPLOYEE_PAGE_SIZE,
  normalEmployeeListQuery,
} from '../../../src/domain/people/employee-list-query';

const TODAY = Temporal.PlainDate.from('2026-03-02');

const queries: fc.Arbitrary<EmployeeListQuery> = fc.record({
  search: fc.string({ maxLength: 20 }),
  employerId: fc.option(fc.constantFrom('', ' ', 'w-1', ' w-2 '), { nil: null }),
  divisionId: fc.option(fc.constantFrom('', 'd-1'), { nil: null }),
  teamId: fc.option(fc.constantFrom(' ', 't-1'), { nil: null }),
  openAbsenceOnly: fc.boolean(),
  sort: fc.record({
    field: fc.constantFrom(...EMPLOYEE_SORT_FIELDS),
    direction: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
  }),
  page: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.double({ noNaN: false })),
  size: fc.oneof(fc.integer({ min: -5, max: 5000 }), fc.double({ noNaN: false })),
});

describe('employments', () => {
  it('counts an employment as open until its last day has passed', () => {
    expect(isOpenEmployment({ endDate: null }, TODAY)).toBe(true);
    expect(isOpenEmployment({ endDate: TODAY }, TODAY)).toBe(true);
    expect(isOpenEmployment({ endDate: TODAY.add({ days: 1 }) }, TODAY)).toBe(true);
    expect(isOpenEmployment({ endDate: TODAY.subtract({ days: 1 }) }, TODAY)).toBe(false);
  });
});

describe('divisions', () => {
  it('narrows the divisions to those of the chosen employer, or offers all without one', () => {
    const divisions = [
      { id: 'd-1', employerId: 'w-1', name: 'Winkels' },
      { id: 'd-2', employerId: 'w-2', name: 'Kantoor' },
    ];
    expect(divisionsOf(divisions, 'w-2')).toEqual([divisions[1]]);
    expect(divisionsOf(divisions, null)).toEqual(divisions);
  });
});

describe('the employee list query', () => {
  it('starts on the first page by name, with the size asked for up to 100', () => {
    expect(defaultEmployeeListQuery(10)).toMatchObject({ page: 1, size: 10, sort: { field: 'name' } });
    expect(defaultEmployeeListQuery(1000).size).toBe(MAX_EMPLOYEE_PAGE_SIZE);
  });

  it('property: an askable query has a whole page from 1, a size from 1 to 100, no blank ids, and stays so', () => {
    fc.assert(
      fc.property(queries, (query) => {
        const normal = normalEmployeeListQuery(query);
        expect(Number.isInteger(normal.page) && normal.page >= 1).toBe(true);
        expect(Number.isInteger(normal.size)).toBe(true);
        expect(normal.size).toBeGreaterThanOrEqual(1);
        expect(normal.size).toBeLessThanOrEqual(MAX_EMPLOYEE_PAGE_SIZE);
        for (const id of [normal.employerId, normal.divisionId, normal.teamId]) {
          expect(id === null || (id.trim() === id && id !== '')).toBe(true);
        }
        expect(normal.search).toBe(normal.search.trim());
        expect(normalEmployeeListQuery(normal)).toEqual(normal);
      }),
    );
  });
});

describe('the divisions as choices', () => {
  const employers = [
    { id: 'e-1', name: 'Zorggroep Rivierenland' },
    { id: 'e-2', name: 'Bouwbedrijf De Linge' },
    { id: 'e-3', name: 'Gemeente Tiel' },
  ];
  const divisionsArb = fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      employerId: fc.constantFrom('e-1', 'e-2', 'e-3'),
      name: fc.constantFrom('Kantoor', 'Productie', 'Zorg', 'Logistiek'),
    }),
    { selector: (division) => `${division.employerId}/${division.name}`, maxLength: 12 },
  );

  it('property: no two choices read the same, each division is offered once, and a name held by one keeps its name', () => {
    fc.assert(
      fc.property(divisionsArb, (divisions) => {
        const choices = divisionChoices(divisions, employers);
        expect(new Set(choices.map((choice) => choice.label)).size).toBe(choices.length);
        expect(choices.map((choice) => choice.id).sort()).toEqual(divisions.map((d) => d.id).sort());
        for (const division of divisions) {
          const label = choices.find((choice) => choice.id === division.id)?.label;
          const shared = divisions.filter((other) => other.name === division.name).length > 1;
          const employer = employers.find((e) => e.id === division.employerId)?.name ?? '';
          expect(label).toBe(shared ? `${division.name} (${employer})` : division.name);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('tells the three offices apart, in alphabetical order', () => {
    const offices = employers.map((employer, index) => ({
      id: `d-${index}`,
      employerId: employer.id,
      name: 'Kantoor',
    }));
    expect(divisionChoices(offices, employers).map((choice) => choice.label)).toEqual([
      'Kantoor (Bouwbedrijf De Linge)',
      'Kantoor (Gemeente Tiel)',
      'Kantoor (Zorggroep Rivierenland)',
    ]);
  });
});
