import { describe, expect, it } from 'vitest';
import { AppointmentPageSchema } from '../../../../src/infrastructure/agenda/appointment-schemas';
import { EMPLOYEES, EMPLOYERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import type { StoredDossier } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { EMPLOYER_DOSSIER_TYPES } from '../../../../src/infrastructure/demo-backend/tasks/dossier-types';
import {
  DossierRefAnswerSchema,
  EmployeeDossiersSchema,
  EmploymentPageSchema,
} from '../../../../src/infrastructure/people/employee-schemas';
import { APPOINTMENTS, exactly, query, signedIn, START_DAY, stateOf } from '../case-client';
import type { DemoClient } from '../demo-client';

const EMPLOYEE = '/api/external/v2/employee';
const EMPLOYMENTS = '/api/external/v2/employments';
const MEDICAL = new Set([
  'medical',
  'medical_preventive',
  'physiotherapy',
  'psychologist',
  'second_line_care',
]);
const ABSENCE = new Set(['illness', 'absence_dossier', 'illness_and_zw_erd', 'zw_erd']);
const BAKERY = EMPLOYERS[0]?.id ?? '';

const employeeAt = (index: number) => {
  const employee = EMPLOYEES[index];
  if (!employee) throw new Error(`no employee ${index}`);
  return employee;
};

/** A bakery employee with an open dossier of a type, from the seed. */
function bakeryEmployeeWith(client: DemoClient, test: (dossier: StoredDossier) => boolean) {
  const dossier = stateOf(client).dossiers.find(
    (candidate) =>
      candidate.status === 'open' &&
      test(candidate) &&
      EMPLOYEES.find((employee) => employee.id === candidate.employeeId)?.employerId === BAKERY,
  );
  if (!dossier) throw new Error('the seed lacks such a dossier');
  return dossier;
}

describe('an employee’s employments in the demo backend', () => {
  it('seeds one or two employments per employee, one of them running today', async () => {
    const planner = await signedIn('planner');
    const { employments } = stateOf(planner);
    for (const employee of EMPLOYEES) {
      const own = employments.filter((employment) => employment.employeeId === employee.id);
      expect(own.length, employee.id).toBeGreaterThanOrEqual(1);
      expect(own.length, employee.id).toBeLessThanOrEqual(2);
      expect(
        own.filter((employment) => employment.endDate === null || employment.endDate >= START_DAY),
      ).toHaveLength(1);
      expect(own.every((employment) => employment.startDate > employee.dateOfBirth)).toBe(true);
    }
  });

  it('lists them newest first, and another employer’s not at all', async () => {
    const planner = await signedIn('planner');
    const twice = stateOf(planner).employments.find(
      (employment, index, all) =>
        all.filter((other) => other.employeeId === employment.employeeId).length === 2 &&
        EMPLOYEES.find((employee) => employee.id === employment.employeeId)?.employerId === BAKERY,
    );
    if (!twice) throw new Error('nobody at the bakery has two employments');
    const path = query(EMPLOYMENTS, { 'filter[employee]': twice.employeeId });
    const answer = exactly(EmploymentPageSchema, await planner.get(path));
    expect(answer.data).toHaveLength(2);
    expect(answer.data[0]?.startDate.localeCompare(answer.data[1]?.startDate ?? '')).toBe(1);
    expect(answer.data[1]?.contract).toBe('temporary');
    const employer = await signedIn('employer');
    expect(exactly(EmploymentPageSchema, await employer.get(path)).data).toHaveLength(2);
    const rivierenland = await signedIn('linked.rivierenland');
    expect((await rivierenland.get(path)).status).toBe(403);
  });

  it('gives the newest open absence dossier of an employment’s employee that the caller may see', async () => {
    const employer = await signedIn('employer');
    const absent = bakeryEmployeeWith(employer, (dossier) => ABSENCE.has(dossier.type));
    const employment = stateOf(employer).employments.find((row) => row.employeeId === absent.employeeId);
    const answer = exactly(
      DossierRefAnswerSchema,
      await employer.get(`${EMPLOYMENTS}/latest-open-absence-dossier/${employment?.id}`),
    );
    const visible = stateOf(employer)
      .dossiers.filter(
        (dossier) =>
          dossier.employeeId === absent.employeeId &&
          dossier.status === 'open' &&
          ABSENCE.has(dossier.type) &&
          EMPLOYER_DOSSIER_TYPES.has(dossier.type),
      )
      .sort((a, b) => b.startDate.localeCompare(a.startDate) || Number(b.id) - Number(a.id));
    expect(answer.data?.id ?? null).toBe(visible[0]?.id ?? null);
    expect((await employer.get(`${EMPLOYMENTS}/latest-open-absence-dossier/nothing`)).status).toBe(404);
    const other = stateOf(employer).employments.find(
      (row) => EMPLOYEES.find((employee) => employee.id === row.employeeId)?.employerId !== BAKERY,
    );
    expect((await employer.get(`${EMPLOYMENTS}/latest-open-absence-dossier/${other?.id}`)).status).toBe(403);
    // The planner sees no dossiers at all.
    const planner = await signedIn('planner');
    expect((await planner.get(`${EMPLOYMENTS}/latest-open-absence-dossier/${employment?.id}`)).status).toBe(
      403,
    );
  });
});

describe('an employee’s dossiers in the demo backend', () => {
  it('never shows an employer or a non-medical professional a medical dossier, and the doctor all', async () => {
    const doctor = await signedIn('doctor');
    const medical = bakeryEmployeeWith(doctor, (dossier) => MEDICAL.has(dossier.type));
    const path = `${EMPLOYEE}/${medical.employeeId}/dossiers`;
    const all = exactly(EmployeeDossiersSchema, await doctor.get(path)).data;
    expect(all.map((dossier) => dossier.id)).toContain(medical.id);
    for (const username of ['employer', 'casemanager']) {
      const client = await signedIn(username);
      const shown = exactly(EmployeeDossiersSchema, await client.get(path)).data;
      expect(
        shown.filter((dossier) => MEDICAL.has(dossier.type)),
        username,
      ).toEqual([]);
      expect(shown.length).toBeLessThan(all.length);
    }
    const employer = await signedIn('employer');
    const shown = exactly(EmployeeDossiersSchema, await employer.get(path)).data;
    expect(shown.every((dossier) => EMPLOYER_DOSSIER_TYPES.has(dossier.type))).toBe(true);
  });

  it('lists them newest first with their open tasks', async () => {
    const casemanager = await signedIn('casemanager');
    const sanne = employeeAt(0);
    const shown = exactly(
      EmployeeDossiersSchema,
      await casemanager.get(`${EMPLOYEE}/${sanne.id}/dossiers`),
    ).data;
    expect(shown.length).toBeGreaterThan(0);
    const dates = shown.map((dossier) => dossier.startDate);
    expect(dates).toEqual(dates.toSorted().toReversed());
    const { tasks } = stateOf(casemanager);
    for (const dossier of shown) {
      const open = tasks.filter((task) => task.dossierId === dossier.id && task.status === 'open').length;
      expect(dossier.openTasks, dossier.id).toBe(open);
    }
  });

  it('finds the last open dossier of a type, and refuses a type the caller may not see', async () => {
    const sanne = employeeAt(0);
    const employer = await signedIn('employer');
    const illness = exactly(
      DossierRefAnswerSchema,
      await employer.get(`${EMPLOYEE}/${sanne.id}/dossiers/illness/last-open`),
    );
    expect(illness.data).toMatchObject({ type: 'illness' });
    const none = [...EMPLOYER_DOSSIER_TYPES].find(
      (type) =>
        !stateOf(employer).dossiers.some(
          (dossier) => dossier.employeeId === sanne.id && dossier.type === type && dossier.status === 'open',
        ),
    );
    expect(
      exactly(
        DossierRefAnswerSchema,
        await employer.get(`${EMPLOYEE}/${sanne.id}/dossiers/${none}/last-open`),
      ).data,
    ).toBeNull();
    expect((await employer.get(`${EMPLOYEE}/${sanne.id}/dossiers/medical/last-open`)).status).toBe(403);
    expect((await employer.get(`${EMPLOYEE}/${sanne.id}/dossiers/haircut/last-open`)).status).toBe(404);
    const casemanager = await signedIn('casemanager');
    expect((await casemanager.get(`${EMPLOYEE}/${sanne.id}/dossiers/psychologist/last-open`)).status).toBe(
      403,
    );
    const doctor = await signedIn('doctor');
    const medical = bakeryEmployeeWith(doctor, (dossier) => dossier.type === 'medical');
    const last = exactly(
      DossierRefAnswerSchema,
      await doctor.get(`${EMPLOYEE}/${medical.employeeId}/dossiers/medical/last-open`),
    );
    expect(last.data?.type).toBe('medical');
    const other = EMPLOYEES.find((employee) => employee.employerId !== BAKERY);
    expect((await employer.get(`${EMPLOYEE}/${other?.id}/dossiers/illness/last-open`)).status).toBe(403);
  });
});

describe('an employee’s appointments in the demo backend', () => {
  it('answers an employer its own employee’s appointments and nobody else’s', async () => {
    const employer = await signedIn('employer');
    const { appointments } = stateOf(employer);
    const booked = appointments.find(
      (appointment) =>
        appointment.employeeId !== null &&
        EMPLOYEES.find((employee) => employee.id === appointment.employeeId)?.employerId === BAKERY,
    );
    const elsewhere = appointments.find(
      (appointment) =>
        appointment.employeeId !== null &&
        EMPLOYEES.find((employee) => employee.id === appointment.employeeId)?.employerId !== BAKERY,
    );
    if (!booked?.employeeId || !elsewhere?.employeeId) throw new Error('the seed lacks such appointments');
    const period = { 'filter[from]': '2026-01-01', 'filter[until]': '2026-12-31', 'page[size]': 20 };
    const own = exactly(
      AppointmentPageSchema,
      await employer.get(query(APPOINTMENTS, { ...period, 'filter[employee]': booked.employeeId })),
    );
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((appointment) => appointment.employee?.id === booked.employeeId)).toBe(true);
    expect(own.data.every((appointment) => appointment.note === null)).toBe(true);
    const theirs = exactly(
      AppointmentPageSchema,
      await employer.get(query(APPOINTMENTS, { ...period, 'filter[employee]': elsewhere.employeeId })),
    );
    expect(theirs.data).toEqual([]);
  });
});
