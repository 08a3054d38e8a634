import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOSSIER_TYPES } from '../../../../src/domain/dossiers/dossier-type';
import { hasOpenAbsence, isAbsenceDossierType } from '../../../../src/domain/people/employee';
import { EMPLOYEES } from '../../../../src/infrastructure/demo-backend/access/seed';
import {
  ABSENCE_TYPES,
  hasOpenAbsence as backOfficeHasOpenAbsence,
} from '../../../../src/infrastructure/demo-backend/people/people-scope';
import type { StoredDossier } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import {
  EmployeeAnswerSchema,
  EmployeePageSchema,
} from '../../../../src/infrastructure/people/employee-schemas';
import { exactly, query, signedIn, stateOf } from '../case-client';

/**
 * Whether an employee is off sick (an open dossier of the absence group) is decided by the back
 * office, which marks the rows and filters on it, and by the domain, which names the group for the
 * screens. The two are written apart and must give the same verdict.
 */

const dossiers = fc.array(
  fc.record({
    type: fc.constantFrom(...DOSSIER_TYPES),
    status: fc.constantFrom<'open' | 'closed'>('open', 'closed'),
  }),
  { maxLength: 6 },
);

describe('the absence rule of the domain and of the demo backend', () => {
  it('property: both put the same dossier types in the absence group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOSSIER_TYPES), (type) => {
        expect(ABSENCE_TYPES.has(type)).toBe(isAbsenceDossierType(type));
      }),
    );
  });

  it('property: both call the same dossiers an open absence', () => {
    fc.assert(
      fc.property(dossiers, (generated) => {
        expect(backOfficeHasOpenAbsence(generated)).toBe(hasOpenAbsence(generated));
      }),
    );
  });

  it('property: the employee list marks and filters an employee as the domain judges their dossiers', async () => {
    const planner = await signedIn('planner');
    const state = stateOf(planner);
    const { personnel } = state;
    let nextId = 90_001;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...EMPLOYEES), dossiers, async (employee, generated) => {
        const kept = state.dossiers.filter((dossier) => dossier.employeeId !== employee.id);
        const made: StoredDossier[] = generated.map((dossier) => ({
          ...dossier,
          id: String(nextId++),
          employeeId: employee.id,
          startDate: '2026-01-05',
          endDate: dossier.status === 'closed' ? '2026-02-02' : null,
          spells: [],
          ownerId: 'nobody',
        }));
        state.dossiers.splice(0, state.dossiers.length, ...kept, ...made);
        const verdict = hasOpenAbsence(generated);
        const one = exactly(
          EmployeeAnswerSchema,
          await planner.get(`/api/external/v2/employee/${employee.id}`),
        );
        expect(one.data.openAbsence).toBe(verdict);
        const number = personnel.find((record) => record.employeeId === employee.id)?.personnelNumber ?? '';
        const found = exactly(
          EmployeePageSchema,
          await planner.get(
            query('/api/external/v2/employee', { 'filter[search]': number, 'filter[openAbsence]': 'true' }),
          ),
        );
        expect(found.data.map((row) => row.id)).toEqual(verdict ? [employee.id] : []);
      }),
      { numRuns: 60 },
    );
  });
});
