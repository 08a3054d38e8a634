import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FREE_TASKS, seedCases } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { DOSSIER_TYPE_CODES } from '../../../../src/infrastructure/dossiers/dossier-schemas';
import { EMPLOYEES, EMPLOYERS, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { cpuMilliseconds } from '../../../support/cpu-time';
import { START } from '../demo-client';
import { EMPLOYER_TYPES, MEDICAL_GROUP } from './case-model';

const seed = seedCases(START);
const TODAY = '2026-03-02';
const shift = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const userNamed = (username: string) => USERS.find((user) => user.username === username);
const professionals = USERS.filter((user) => user.roles.some((role) => role.id === 3));
const medicalIds = professionals
  .filter((user) => user.isMedical && user.userTypeId === 1)
  .map((user) => user.id);
const dossierOf = (id: string) => seed.dossiers.find((dossier) => dossier.id === id);

describe('the case seed of the demo backend', () => {
  it('is the same every time for the same day, and made well within a second of CPU time', () => {
    const started = cpuMilliseconds();
    const again = seedCases(START);
    expect(cpuMilliseconds() - started).toBeLessThan(1000);
    expect(again).toEqual(seed);
    expect(seedCases(START + 60 * 60 * 1000).tasks.map((task) => task.title)).toEqual(
      seed.tasks.map((task) => task.title),
    );
  });

  it('has nine professionals among seventeen users and sixty employees per employer', () => {
    expect(USERS).toHaveLength(17);
    expect(professionals.map((user) => user.username)).toEqual([
      'doctor',
      'bedrijfsarts.bakker',
      'bedrijfsarts.elhaddad',
      'bedrijfsarts.dejong',
      'casemanager',
      'casemanager.vanleeuwen',
      'casemanager.yilmaz',
      'verpleegkundige.verbeek',
      'verpleegkundige.dekker',
    ]);
    expect(medicalIds).toHaveLength(4);
    expect(professionals.every((user) => user.userTypeId === 1 && user.roles[0]?.product === 'arbo')).toBe(
      true,
    );
    for (const employer of EMPLOYERS) {
      expect(EMPLOYEES.filter((employee) => employee.employerId === employer.id)).toHaveLength(60);
    }
    expect(new Set(EMPLOYEES.map((employee) => employee.id)).size).toBe(180);
  });

  it('spreads 400 dossiers over every type, mostly the absence work, owned by professionals', () => {
    expect(seed.dossiers).toHaveLength(400);
    const types = new Set(seed.dossiers.map((dossier) => dossier.type));
    expect([...types].sort()).toEqual([...DOSSIER_TYPE_CODES].sort());
    const main = ['illness', 'absence_dossier', 'reintegration', 'wga', 'pregnancy', 'frequent_absence'];
    expect(seed.dossiers.filter((dossier) => main.includes(dossier.type)).length).toBeGreaterThan(250);
    for (const dossier of seed.dossiers) {
      expect(dossier.startDate >= shift(-731) && dossier.startDate < TODAY).toBe(true);
      expect(professionals.map((user) => user.id)).toContain(dossier.ownerId);
      if (MEDICAL_GROUP.includes(dossier.type)) expect(medicalIds).toContain(dossier.ownerId);
    }
    expect(new Set(seed.dossiers.map((dossier) => dossier.status))).toEqual(new Set(['open', 'closed']));
  });

  it('has 3,000 valid tasks of every status, mostly open, due within 120 days either way', () => {
    expect(seed.tasks).toHaveLength(3000);
    const inStatus = (status: string) => seed.tasks.filter((task) => task.status === status).length;
    expect(inStatus('open')).toBeGreaterThan(1500);
    expect(inStatus('completed')).toBeGreaterThan(0);
    expect(inStatus('cancelled')).toBeGreaterThan(0);
    for (const task of seed.tasks) {
      const dossier = dossierOf(task.dossierId);
      expect(dossier).toBeDefined();
      expect(task.completedAt !== null).toBe(task.status === 'completed');
      expect(task.dueDate >= shift(-120) && task.dueDate <= shift(120)).toBe(true);
      expect(Date.parse(task.createdAt)).toBeLessThan(START);
      if (task.completedAt) {
        expect(Date.parse(task.completedAt)).toBeLessThanOrEqual(START);
        expect(Date.parse(task.completedAt)).toBeGreaterThan(Date.parse(task.createdAt));
      }
      if (dossier?.status === 'closed') expect(task.status).not.toBe('open');
      if (dossier && MEDICAL_GROUP.includes(dossier.type) && task.assigneeId) {
        expect(medicalIds).toContain(task.assigneeId);
      }
    }
    expect(seed.tasks.some((task) => task.assigneeId === null)).toBe(true);
    const titles = new Set(seed.tasks.map((task) => task.title.nl));
    for (const title of ['Probleemanalyse opstellen', 'Plan van aanpak bespreken', 'Eerstejaarsevaluatie']) {
      expect(titles).toContain(title);
    }
    expect(seed.nextTaskId).toBe(Math.max(...seed.tasks.map((task) => Number(task.id))) + 1);
    expect(FREE_TASKS).toHaveLength(25);
  });

  it('gives the doctor open tasks due today, overdue and later this week', () => {
    const doctor = userNamed('doctor')?.id;
    const open = seed.tasks.filter((task) => task.assigneeId === doctor && task.status === 'open');
    expect(open.filter((task) => task.dueDate === TODAY).length).toBeGreaterThanOrEqual(3);
    expect(open.filter((task) => task.dueDate < TODAY).length).toBeGreaterThanOrEqual(3);
    expect(open.filter((task) => task.dueDate > TODAY && task.dueDate <= shift(6)).length).toBeGreaterThan(0);
    expect(seed.tasks[0]).toMatchObject({
      id: '100001',
      title: { nl: 'Probleemanalyse opstellen', en: 'Write the problem analysis' },
      dueDate: TODAY,
    });
  });

  it('gives the bakery open non-medical dossiers with open tasks', () => {
    const bakery = EMPLOYERS.find((employer) => employer.name === 'Bakkerij De Gouden Korenaar B.V.')?.id;
    const people = new Set(
      EMPLOYEES.filter((employee) => employee.employerId === bakery).map((employee) => employee.id),
    );
    const open = seed.dossiers.filter(
      (dossier) =>
        people.has(dossier.employeeId) &&
        dossier.status === 'open' &&
        EMPLOYER_TYPES.includes(dossier.type) &&
        seed.tasks.some((task) => task.dossierId === dossier.id && task.status === 'open'),
    );
    expect(open.length).toBeGreaterThan(20);
  });

  it('keeps recently viewed dossiers within each user’s scope, in office hours before the seed', () => {
    const doctor = userNamed('doctor')?.id ?? '';
    expect(seed.recentlyViewed[doctor]?.length).toBeGreaterThanOrEqual(5);
    for (const [userId, views] of Object.entries(seed.recentlyViewed)) {
      const user = USERS.find((candidate) => candidate.id === userId);
      for (const view of views) {
        const type = dossierOf(view.dossierId)?.type ?? '';
        if (!(user?.isMedical && user.userTypeId === 1)) expect(MEDICAL_GROUP).not.toContain(type);
        expect(Date.parse(view.viewedAt)).toBeLessThan(START);
        const hour = Temporal.Instant.from(view.viewedAt).toZonedDateTimeISO('Europe/Amsterdam').hour;
        expect(hour >= 8 && hour <= 17).toBe(true);
      }
    }
    expect(Object.keys(seed.recentlyViewed)).not.toContain(userNamed('planner')?.id);
  });
});
