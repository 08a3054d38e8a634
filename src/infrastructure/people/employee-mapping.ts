import { Temporal } from 'temporal-polyfill';
import type * as v from 'valibot';
import type { ListQuery } from '../../application/platform/list-query';
import type {
  Employee,
  EmployeeAppointment,
  EmployeeDossier,
  EmployeeDossierRef,
  EmployeeRow,
  Employment,
} from '../../domain/people/employee';
import type { EmployeeListQuery } from '../../domain/people/employee-list-query';
import { SLOT_TIME_ZONE } from '../../domain/shared/zoned-slot';
import type { AppointmentSchema } from '../agenda/appointment-schemas';
import type {
  EmployeeAnswerSchema,
  EmployeeDossierRefSchema,
  EmployeeDossiersSchema,
  EmployeePageSchema,
  EmploymentPageSchema,
} from './employee-schemas';

/** The contract's JSON as domain values, and the list query as the backend's query style. */

type RawRow = v.InferOutput<typeof EmployeePageSchema>['data'][number];
type RawEmployee = v.InferOutput<typeof EmployeeAnswerSchema>['data'];
type RawEmployment = v.InferOutput<typeof EmploymentPageSchema>['data'][number];
type RawDossier = v.InferOutput<typeof EmployeeDossiersSchema>['data'][number];

const ref = (id: string | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function employeeListQueryOf(query: EmployeeListQuery): ListQuery {
  const filter: Record<string, string | boolean> = {};
  if (query.search.trim() !== '') filter['search'] = query.search.trim();
  if (query.employerId !== null) filter['employer'] = query.employerId;
  if (query.teamId !== null) filter['team'] = query.teamId;
  if (query.divisionId !== null) filter['division'] = query.divisionId;
  if (query.openAbsenceOnly) filter['openAbsence'] = true;
  return {
    filter,
    sort: [{ field: query.sort.field, direction: query.sort.direction }],
    page: { number: query.page, size: query.size },
  };
}

export const employeeRowOf = (raw: RawRow): EmployeeRow => ({
  id: raw.id,
  name: raw.name,
  firstName: raw.firstName,
  lastName: raw.lastName,
  personnelNumber: raw.personnelNumber,
  employer: { id: raw.employerId, name: raw.employerName },
  division: ref(raw.divisionId, raw.divisionName),
  team: ref(raw.teamId, raw.teamName),
  openDossierId: raw.openDossierId,
  openAbsence: raw.openAbsence,
});

export const employeeOf = (raw: RawEmployee): Employee => ({
  ...employeeRowOf(raw),
  dateOfBirth: Temporal.PlainDate.from(raw.dateOfBirth),
  email: raw.email,
  mobile: raw.mobile,
});

export const employmentOf = (raw: RawEmployment): Employment => ({
  id: raw.id,
  employeeId: raw.employeeId,
  employer: { id: raw.employerId, name: raw.employerName },
  jobTitle: raw.jobTitle,
  startDate: Temporal.PlainDate.from(raw.startDate),
  endDate: raw.endDate === null ? null : Temporal.PlainDate.from(raw.endDate),
  hoursPerWeek: raw.hoursPerWeek,
  contract: raw.contract,
});

export const dossierRefOf = (raw: v.InferOutput<typeof EmployeeDossierRefSchema>): EmployeeDossierRef => ({
  id: raw.id,
  type: raw.type,
  startDate: Temporal.PlainDate.from(raw.startDate),
});

export const employeeDossierOf = (raw: RawDossier): EmployeeDossier => ({
  ...dossierRefOf(raw),
  status: raw.status,
  openTasks: raw.openTasks,
});

const zoned = (moment: string) => Temporal.Instant.from(moment).toZonedDateTimeISO(SLOT_TIME_ZONE);

export const employeeAppointmentOf = (raw: v.InferOutput<typeof AppointmentSchema>): EmployeeAppointment => ({
  id: raw.id,
  start: zoned(raw.start),
  end: zoned(raw.end),
  status: raw.status,
  title: raw.title,
  detailsHidden: raw.detailsHidden,
  professionalName: raw.userName,
  place: raw.location,
});
