import type { DossierType } from '../../domain/dossiers/dossier-type';
import type { EmployeeDossierRef } from '../../domain/people/employee';
import type { Result } from '../../domain/shared/result';
import { fail } from '../../domain/shared/result';
import type { Notifier } from '../platform/notifier';
import type { EmployeeGateway } from './employee-gateway';
import type { EmployeeReadError } from './employee-read';
import { employeeReadOf } from './employee-read';

/**
 * The employee's newest open dossier of a type, or null when there is none: what starting a wizard of
 * that type from an employee resumes rather than begins anew (spec section 7:
 * v2/employee/{id}/dossiers/{type}/last-open). A type the user may not see (a medical one for an
 * employer or a non-medical professional) is `employee.forbidden`, shown by the screen, not a toast.
 */
export class LastOpenDossier {
  constructor(
    private readonly employees: EmployeeGateway,
    private readonly notifier: Notifier,
  ) {}

  async execute(
    employeeId: string,
    type: DossierType,
    signal?: AbortSignal,
  ): Promise<Result<EmployeeDossierRef | null, EmployeeReadError>> {
    if (employeeId.trim() === '') return fail('employee.not-found');
    return employeeReadOf(
      await this.employees.lastOpenDossier(employeeId.trim(), type, signal),
      this.notifier,
    );
  }
}
