import { EMPLOYEES, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { ABSENCE_TYPES } from '../../../../src/infrastructure/demo-backend/people/people-scope';
import type { DemoClient } from '../demo-client';

const employer = USERS.find((user) => user.username === 'employer');

/** An employee of the demo employer's own who has no case of the absence group at all. */
export function healthyEmployee(client: DemoClient): string {
  const { dossiers } = client.backend.store.state;
  const found = EMPLOYEES.find(
    (employee) =>
      employee.employerId === employer?.employerId &&
      !dossiers.some((dossier) => dossier.employeeId === employee.id && ABSENCE_TYPES.has(dossier.type)),
  );
  if (!found) throw new Error('the seed has no healthy employee of the employer');
  return found.id;
}

/** A sick report with only what an employer may record. */
export const sickReport = (firstSickDay: string, changes: Record<string, unknown> = {}) => ({
  firstSickDay,
  reachablePhone: '06 1234 5678',
  reachableAddress: null,
  expectedDuration: 'one_to_two_weeks',
  handover: 'Overleg met leverancier op donderdag overnemen',
  safetyNet: false,
  workAccident: false,
  thirdPartyLiable: false,
  ...changes,
});
