import type {
  Employee,
  EmployeeAppointment,
  EmployeeDossier,
  EmployeeDossierRef,
  Employment,
} from '../../domain/people/employee';
import { isOpenEmployment } from '../../domain/people/employee';
import type { Result } from '../../domain/shared/result';
import { fail, ok } from '../../domain/shared/result';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { Notifier } from '../platform/notifier';
import type { EmployeeGateway } from './employee-gateway';
import type { EmployeeReadError } from './employee-read';
import { employeeReadErrorOf, needsTelling, SOMETHING_WENT_WRONG } from './employee-read';

/** A part of an employee's page: read, or why not (a part the user may not see is 'employee.forbidden'). */
export type EmployeePart<T> = Result<T, EmployeeReadError>;

export interface EmploymentOnPage {
  readonly employment: Employment;
  /** Not ended as of today (isOpenEmployment). */
  readonly open: boolean;
  /**
   * For an open employment, the newest open absence dossier (illness and the like) the user may
   * open, null when there is none, or why it could not be read; null for an ended employment.
   */
  readonly absenceDossier: EmployeePart<EmployeeDossierRef | null> | null;
}

export interface OpenedEmployee {
  readonly employee: Employee;
  /** Newest first. */
  readonly employments: EmployeePart<readonly EmploymentOnPage[]>;
  /** The dossiers the user may see (never a medical one for an employer), newest first. */
  readonly dossiers: EmployeePart<readonly EmployeeDossier[]>;
  /** From today through UPCOMING_WEEKS ahead, soonest first, at most UPCOMING_LIMIT. */
  readonly appointments: EmployeePart<readonly EmployeeAppointment[]>;
}

/** How far ahead and how many appointments an employee's page shows. */
export const UPCOMING_WEEKS = 8;
export const UPCOMING_LIMIT = 20;

/**
 * Opening an employee (from the employee list, a dossier or the agenda): the employee, their
 * employments with the open absence dossier of each open one, their dossiers and their coming
 * appointments. An employee that is gone or out of the user's reach is an answer for the screen to
 * show (`employee.not-found`, `employee.forbidden`), not a toast. Each other part fails on its own
 * without hiding the rest; a planner who sees no dossiers gets those parts as `employee.forbidden`.
 * Whatever still needs telling is told once for the whole page.
 */
export class OpenEmployee {
  constructor(
    private readonly employees: EmployeeGateway,
    private readonly clock: Clock,
    private readonly notifier: Notifier,
  ) {}

  async execute(
    employeeId: string,
    signal?: AbortSignal,
  ): Promise<Result<OpenedEmployee, EmployeeReadError>> {
    const id = employeeId.trim();
    if (id === '') return fail('employee.not-found');
    const today = this.clock.today();
    const failures: GatewayFailure[] = [];
    const failed = (failure: GatewayFailure) => {
      failures.push(failure);
      return fail(employeeReadErrorOf(failure));
    };
    const part = <T>(answer: Result<T, GatewayFailure>): EmployeePart<T> =>
      answer.ok ? answer : failed(answer.error);
    const [employee, employments, dossiers, appointments] = await Promise.all([
      this.employees.employee(id, signal),
      this.employees.employments(id, signal),
      this.employees.dossiers(id, signal),
      this.employees.appointments(id, today, today.add({ weeks: UPCOMING_WEEKS }), UPCOMING_LIMIT, signal),
    ]);
    if (!employee.ok) {
      // The other parts failed alike, or answered for someone the screen will not show.
      if (needsTelling(employee.error)) this.notifier.notify(SOMETHING_WENT_WRONG);
      return fail(employeeReadErrorOf(employee.error));
    }
    const onPage: EmployeePart<readonly EmploymentOnPage[]> = employments.ok
      ? ok(
          await Promise.all(
            employments.value.map(async (employment): Promise<EmploymentOnPage> => {
              const open = isOpenEmployment(employment, today);
              const absenceDossier = open
                ? part(await this.employees.latestOpenAbsenceDossier(employment.id, signal))
                : null;
              return { employment, open, absenceDossier };
            }),
          ),
        )
      : failed(employments.error);
    const opened: OpenedEmployee = {
      employee: employee.value,
      employments: onPage,
      dossiers: part(dossiers),
      appointments: part(appointments),
    };
    if (failures.some(needsTelling)) this.notifier.notify(SOMETHING_WENT_WRONG);
    return ok(opened);
  }
}
