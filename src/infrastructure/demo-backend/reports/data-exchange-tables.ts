import { csvOf } from '../../../domain/shared/report-csv';
import { Temporal } from 'temporal-polyfill';
import type { DemoEmployee } from '../access/seed';
import { EMPLOYEES } from '../access/seed';
import type { DemoState } from '../demo-backend';
import { dayNumber, TIME_ZONE } from '../platform/amsterdam-time';
import type { ServerLanguage } from '../platform/server-messages';
import { PeopleIndex } from '../people/people-json';
import { absenceSpellsOf } from './absence-spells';

/**
 * The tables of the data-exchange export (GET data-exchange/{employerId}/{kind}/export): the rules
 * only, no HTTP. Administrative data only: no dossier of the medical group, no dossier type, no note,
 * no title typed into an appointment, and the name of a medical operation left out.
 */

export const EXPORT_KINDS = ['absences', 'employees', 'appointments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The kinds that cover a period (filter[from], filter[to]); the employee list is as of today. */
export const KINDS_WITH_PERIOD: ReadonlySet<ExportKind> = new Set<ExportKind>(['absences', 'appointments']);

/** The domain's MAX_EXPORT_PERIOD_DAYS: at most a (leap) year at once. */
export const MAX_EXPORT_PERIOD_DAYS = 366;

export interface ExportPeriod {
  readonly from: string;
  readonly to: string;
}

type Table = string[][];

const PERSON = ['employee_id', 'personnel_number', 'first_name', 'last_name'];

const employeesOf = (employerId: string): DemoEmployee[] =>
  EMPLOYEES.filter((employee) => employee.employerId === employerId);

const personOf = (index: PeopleIndex, employee: DemoEmployee): string[] => [
  employee.id,
  index.recordOf(employee).personnelNumber,
  employee.firstName,
  employee.lastName,
];

/** A percentage with one decimal and a decimal comma, as the file's Dutch spreadsheet dialect reads it. */
const percentText = (part: number, whole: number): string =>
  (Math.round((part * 1000) / whole) / 10).toFixed(1).replace('.', ',');

/** The employer's employees, a row per employment with this employer (one without: a row of its own). */
function employeesTable(state: DemoState, employerId: string): Table {
  const index = new PeopleIndex(state);
  const rows = employeesOf(employerId).flatMap((employee) => {
    const person = [...personOf(index, employee), index.divisionOf(employee)?.name ?? ''];
    const employments = state.employments
      .filter((employment) => employment.employeeId === employee.id && employment.employerId === employerId)
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
    if (employments.length === 0) return [[...person, '', '', '', '', '', '']];
    return employments.map((employment) => [
      ...person,
      employment.id,
      employment.jobTitle,
      employment.startDate,
      employment.endDate ?? '',
      String(employment.hoursPerWeek),
      employment.contract,
    ]);
  });
  return [
    [
      ...PERSON,
      'division',
      'employment_id',
      'job_title',
      'start_date',
      'end_date',
      'hours_per_week',
      'contract',
    ],
    ...rows,
  ];
}

/**
 * The absences of the employer's employees that overlap the period: when each began and ended (empty
 * while it runs), its days within the period and their share of the period's days.
 */
function absencesTable(state: DemoState, employerId: string, period: ExportPeriod): Table {
  const index = new PeopleIndex(state);
  const employees = new Map(employeesOf(employerId).map((employee) => [employee.id, employee]));
  const first = dayNumber(period.from);
  const last = dayNumber(period.to);
  const periodDays = last - first + 1;
  const rows = absenceSpellsOf(state)
    .filter((spell) => employees.has(spell.employeeId))
    .filter((spell) => spell.start <= period.to && (spell.end === null || spell.end >= period.from))
    .sort((a, b) => a.start.localeCompare(b.start) || Number(a.dossierId) - Number(b.dossierId))
    .map((spell) => {
      const employee = employees.get(spell.employeeId) as DemoEmployee;
      const end = spell.end === null ? last : dayNumber(spell.end);
      const days = Math.min(end, last) - Math.max(dayNumber(spell.start), first) + 1;
      return [
        spell.dossierId,
        ...personOf(index, employee),
        spell.start,
        spell.end ?? '',
        String(days),
        percentText(days, periodDays),
      ];
    });
  return [
    ['absence_id', ...PERSON, 'start_date', 'end_date', 'days_in_period', 'percentage_of_period'],
    ...rows,
  ];
}

const wallClock = (iso: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(TIME_ZONE);

/** The appointments of the employer's employees on the days of the period, soonest first. */
function appointmentsTable(
  state: DemoState,
  employerId: string,
  period: ExportPeriod,
  language: ServerLanguage,
): Table {
  const index = new PeopleIndex(state);
  const employees = new Map(employeesOf(employerId).map((employee) => [employee.id, employee]));
  const operations = new Map(state.operations.map((operation) => [operation.id, operation]));
  const locations = new Map(state.locations.map((location) => [location.id, location]));
  const rows = state.appointments
    .flatMap((appointment) => {
      const employee = appointment.employeeId ? employees.get(appointment.employeeId) : undefined;
      const start = wallClock(appointment.start);
      const date = start.toPlainDate().toString();
      if (!employee || date < period.from || date > period.to) return [];
      return [{ appointment, employee, start, date }];
    })
    .sort((a, b) => a.appointment.start.localeCompare(b.appointment.start))
    .map(({ appointment, employee, start, date }) => {
      const operation = appointment.operationId ? operations.get(appointment.operationId) : undefined;
      const operationName =
        !operation || operation.medical ? '' : language === 'nl' ? operation.nameNl : operation.nameEn;
      const location =
        appointment.channel === 'on_site' && appointment.locationId
          ? (locations.get(appointment.locationId)?.name ?? '')
          : '';
      return [
        appointment.id,
        date,
        start.toPlainTime().toString({ smallestUnit: 'minute' }),
        wallClock(appointment.end).toPlainTime().toString({ smallestUnit: 'minute' }),
        ...personOf(index, employee),
        operationName,
        appointment.channel,
        location,
        appointment.status,
      ];
    });
  return [
    [
      'appointment_id',
      'date',
      'start_time',
      'end_time',
      ...PERSON,
      'operation',
      'channel',
      'location',
      'status',
    ],
    ...rows,
  ];
}

/** The export's table: a header of fixed column names, then the rows. */
export function exportTable(
  state: DemoState,
  employerId: string,
  kind: ExportKind,
  period: ExportPeriod | null,
  language: ServerLanguage,
): Table {
  if (kind === 'employees') return employeesTable(state, employerId);
  if (!period) throw new Error(`The ${kind} export needs a period`);
  return kind === 'absences'
    ? absencesTable(state, employerId, period)
    : appointmentsTable(state, employerId, period, language);
}

/**
 * The portal's CSV dialect, by the portal's own function (domain/reports/report-csv.ts: semicolons, every
 * field quoted, no cell a formula, CRLF), and a byte-order mark so spreadsheets read it as UTF-8.
 */
export const csvText = (table: Table): string => `\uFEFF${csvOf(table)}`;
