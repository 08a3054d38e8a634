import type { TaskTitle } from '../../../domain/tasks/task-title';
import { DOSSIER_TYPE_CODES } from '../../dossiers/dossier-schemas';
import type { DemoEmployee, DemoUser } from '../access/seed';
import { EMPLOYEES, EMPLOYERS, USERS } from '../access/seed';
import { isMedicalUser } from '../access/users';
import {
  amsterdamDate,
  amsterdamMoment,
  dayNumber,
  isoDate,
  isoMoment,
  isoWeekday,
} from '../platform/amsterdam-time';
import type { SeededRandom } from '../platform/seeded-random';
import { seededRandom } from '../platform/seeded-random';
import { ABSENCE_TYPES } from '../people/people-scope';
import type { SpellDays } from './absence-seed';
import { absenceHistory, sickDayDate, spellDaysOf } from './absence-seed';
import { caseViewerOf, canSee, PROFESSIONALS } from './case-scope';
import type { DossierType } from './dossier-types';
import { isMedicalType } from './dossier-types';
import { taskNamed } from './task-names';
import { agreeWithUwvMessages, uwvMessageAskedBy } from './uwv-task-rule';

/**
 * The case work of the demo's occupational-health service: dossiers of the employers' people, the
 * tasks of the Wet verbetering poortwachter process on them and recently viewed dossiers (the
 * professionals' appointments are the agenda's, planned around these dossiers). Made with a fixed seed
 * around the day of seeding, so every reset gives the same service with its dates moved to today. The
 * state keeps ids, never nested copies: names and employers are looked up when answering.
 *
 * The absence cases tell one story (absence-seed.ts): each keeps its spells of illness, an employee has
 * one case at a time, most cases are a few days long and closed, and every task of a case lies within
 * its life, from its start to the day it closed.
 */

export type TaskStatus = 'open' | 'completed' | 'cancelled';
export type DossierStatus = 'open' | 'closed';

/**
 * A spell of illness of an absence case, as the domain's Spell (domain/legal-clock/absence-case.ts)
 * with ISO dates: from the first sick day up to the first day fit again (not counted), or null while
 * the employee is still sick.
 */
export interface StoredSpell {
  firstSickDay: string;
  recoveredOn: string | null;
}

export interface StoredDossier {
  id: string;
  type: DossierType;
  employeeId: string;
  status: DossierStatus;
  /** For a case of the absence group, its first spell's first sick day. */
  startDate: string;
  /**
   * The day the case closed, set exactly when it is closed; for a case of the absence group, the day
   * its last spell recovered (the service closes the case when the employee is back).
   */
  endDate: string | null;
  /**
   * The spells of illness of a case of the absence group (people/people-scope.ts): in time order, none
   * overlapping, each gap between two shorter than 28 days (art. 7:629 lid 10 BW), only the last one of
   * an open case still running. Empty for every other type.
   */
  spells: StoredSpell[];
  /** The professional who owns the case. */
  ownerId: string;
}

export interface StoredTask {
  id: string;
  dossierId: string;
  /** Both languages; a title a user typed is the same in both. */
  title: TaskTitle;
  status: TaskStatus;
  dueDate: string;
  /** Set exactly when the status is completed. */
  completedAt: string | null;
  assigneeId: string | null;
  createdAt: string;
  /**
   * The Poortwachter step a task of a case stands for, with its legal deadline by the rule
   * (legal-clock/case-tasks.ts); absent on every other task.
   */
  poortwachter?: StoredTaskStep | null;
  /**
   * The rejected UWV message a task "Afgewezen UWV-melding corrigeren" is about
   * (dossiers/uwv-settle.ts), so there is never a second one; absent on every other task.
   */
  uwvMessageId?: string;
  /**
   * The appointment a task "Niet verschenen bij afspraak opvolgen" follows up
   * (consultations/no-show-follow-up.ts), so there is never a second one; absent on every other task.
   */
  noShowAppointmentId?: string;
}

export interface StoredTaskStep {
  step: string;
  /** An evaluation's round; null for every other step. */
  round: number | null;
  legalDeadline: string;
  /** Cancelled because a recovery ended the case before the step: opened again if the case continues. */
  endedByRecovery?: boolean;
}

export interface RecentView {
  dossierId: string;
  viewedAt: string;
}

export interface TasksState {
  /** The Amsterdam date the seed was made on; its dates lie around it. */
  seededOn: string;
  dossiers: StoredDossier[];
  tasks: StoredTask[];
  /** The id the next created task gets. */
  nextTaskId: number;
  /** Per user id, newest first. */
  recentlyViewed: Record<string, RecentView[]>;
}

export const SEED_DOSSIERS = 400;
export const SEED_TASKS = 3000;
const FIRST_DOSSIER_ID = 20_001;
const FIRST_TASK_ID = 100_001;
const TASK_WINDOW_DAYS = 120;
/**
 * The types of the open absence cases of a few weeks, beside the featured ones and those the sickness
 * history gives: a Ziektewet case among them (an employee on a temporary contract).
 */
const RECENTLY_SICK: readonly DossierType[] = [
  'illness',
  'zw_erd',
  'absence_dossier',
  'illness_and_zw_erd',
  'illness',
];

/** Task templates for GET v2/free-tasks: what a professional adds by hand, named in both languages. */
export const FREE_TASKS: readonly { readonly id: string; readonly title: TaskTitle }[] = [
  'Medewerker terugbellen',
  'Contact opnemen met leidinggevende',
  'Spreekuur bedrijfsarts plannen',
  'Vervolgafspraak plannen',
  'Terugmelding werkgever',
  'Plan van aanpak bijstellen',
  'Driegesprek plannen',
  'Informatie opvragen bij behandelaar',
  'Toestemming medewerker vastleggen',
  'Werkplekonderzoek aanvragen',
  'Arbeidsdeskundig onderzoek aanvragen',
  'Deskundigenoordeel UWV aanvragen',
  'Re-integratieverslag bijwerken',
  'Verslag naar werkgever sturen',
  'Hersteldmelding controleren',
  'Interventie aanvragen',
  'Casemanagementoverleg voorbereiden',
  'Gesprek met HR plannen',
  'Verzuimhistorie opvragen',
  'Afspraken vastleggen in dossier',
  'Evaluatiegesprek plannen',
  'Loonwaardemeting aanvragen',
  'Reiskosten interventie controleren',
  'Tweede spoor bespreken met werkgever',
  'Dossier overdragen aan collega',
].map((title, index) => ({ id: String(index + 1), title: taskNamed(title) }));

type Doer = 'physician' | 'caseManager';
interface TaskTemplate {
  readonly title: TaskTitle;
  readonly by: Doer;
}
const cm = (title: string): TaskTemplate => ({ title: taskNamed(title), by: 'caseManager' });
const ba = (title: string): TaskTemplate => ({ title: taskNamed(title), by: 'physician' });

/** The poortwachter steps of a sick employee, by week of illness. */
const POORTWACHTER: readonly (TaskTemplate & { readonly week: number })[] = [
  { ...cm('Ziekmelding verwerken'), week: 0 },
  { ...cm('Eerste verzuimgesprek voeren'), week: 1 },
  { ...cm('Spreekuur bedrijfsarts plannen'), week: 3 },
  { ...ba('Probleemanalyse opstellen'), week: 6 },
  { ...cm('Plan van aanpak opstellen'), week: 8 },
  { ...cm('Plan van aanpak bespreken'), week: 9 },
  { ...cm('Evaluatie plan van aanpak'), week: 15 },
  { ...ba('Terugmelding werkgever'), week: 20 },
  { ...cm('Bijstelling plan van aanpak'), week: 26 },
  { ...cm('42e-weeksmelding UWV doen'), week: 42 },
  { ...cm('Eerstejaarsevaluatie'), week: 52 },
  { ...ba('Actueel oordeel bedrijfsarts opstellen'), week: 70 },
  { ...cm('Re-integratieverslag opstellen'), week: 82 },
  { ...cm('WIA-aanvraag voorbereiden'), week: 88 },
  { ...ba('Re-integratieverslag controleren'), week: 91 },
];
const POORTWACHTER_TYPES = new Set<DossierType>(['illness', 'absence_dossier', 'illness_and_zw_erd']);

const ABSENCE = [
  cm('Voortgangsgesprek voeren'),
  ba('Terugmelding werkgever'),
  cm('Spreekuur bedrijfsarts plannen'),
  ba('Vervolgconsult bedrijfsarts'),
  cm('Bijstelling plan van aanpak'),
  cm('Contact opnemen met medewerker'),
  cm('Casemanagementoverleg voorbereiden'),
  cm('Driegesprek werkgever en werknemer plannen'),
  cm('Inzet arbeidsdeskundige beoordelen'),
  cm('Deskundigenoordeel UWV aanvragen'),
  cm('Werkhervatting evalueren'),
  cm('Hersteldmelding verwerken'),
  cm('Interventie aanvragen'),
  cm('Verzuimdossier bijwerken'),
];
const REINTEGRATION = [
  cm('Spoor 2-traject starten'),
  cm('Arbeidsdeskundig onderzoek aanvragen'),
  cm('Voortgangsrapportage re-integratiebureau beoordelen'),
  ba('Re-integratieverslag controleren'),
  cm('Passende arbeid bespreken'),
  cm('Plan van aanpak bespreken'),
  cm('Werkhervatting evalueren'),
  ba('Terugmelding werkgever'),
  ba('Functionele mogelijkhedenlijst opstellen'),
];
const CAREER = [
  cm('Intakegesprek plannen'),
  cm('Loopbaanadvies opstellen'),
  cm('Sollicitatieactiviteiten bespreken'),
  cm('Voortgangsgesprek voeren'),
  cm('Eindrapportage opstellen'),
  cm('Evaluatie met werkgever'),
];
const LEAVE = [
  cm('Verlofaanvraag controleren'),
  cm('Verlof doorgeven aan UWV'),
  cm('Verlofperiode vastleggen'),
  cm('Terugkeer na verlof bespreken'),
];
const GENERAL = [
  cm('Intakegesprek plannen'),
  cm('Rapportage opstellen'),
  cm('Evaluatie met werkgever'),
  cm('Adviesrapport opstellen'),
  cm('Offerte opstellen'),
  cm('Dossier afsluiten'),
];

const TEMPLATES: Partial<Record<DossierType, readonly TaskTemplate[]>> = {
  illness: ABSENCE,
  absence_dossier: ABSENCE,
  illness_and_zw_erd: [...ABSENCE, cm('ZW-melding UWV controleren')],
  zw_erd: [
    cm('ZW-melding UWV controleren'),
    cm('Uitkering eigenrisicodrager ZW vastleggen'),
    cm('Contact opnemen met medewerker'),
    cm('Spreekuur bedrijfsarts plannen'),
    ba('Terugmelding werkgever'),
  ],
  reintegration: REINTEGRATION,
  spoor_2: REINTEGRATION,
  spoor_3: [...REINTEGRATION, cm('Proefplaatsing regelen')],
  outplacement: CAREER,
  acquisition_of_employment: CAREER,
  job_coaching: [...CAREER, cm('Werkplekbezoek jobcoach plannen')],
  career_guidance: CAREER,
  development_advice: CAREER,
  assessment: [cm('Assessment inplannen'), cm('Assessmentrapport bespreken'), cm('Evaluatie met werkgever')],
  wga: [
    cm('WGA-beschikking vastleggen'),
    cm('Re-integratie-inspanning WGA vastleggen'),
    cm('Herbeoordeling UWV opvolgen'),
    cm('Contact opnemen met WGA-gerechtigde'),
    cm('Kosten eigenrisicodragerschap controleren'),
    ba('Actueel oordeel bedrijfsarts opstellen'),
  ],
  bezwaar_en_beroep: [
    cm('Bezwaarschrift opstellen'),
    cm('Hoorzitting UWV voorbereiden'),
    cm('Uitspraak bezwaar vastleggen'),
    ba('Medisch advies bij bezwaar opstellen'),
  ],
  pregnancy: [
    cm('Zwangerschapsverlof doorgeven aan UWV'),
    cm('WAZO-aanvraag controleren'),
    cm('Werkplekaanpassing bij zwangerschap bespreken'),
    cm('Spreekuur bedrijfsarts plannen'),
    cm('Terugkeer na bevallingsverlof bespreken'),
  ],
  birth_leave: LEAVE,
  paid_parental_leave: LEAVE,
  adoption: LEAVE,
  organ_donation: [cm('Verlof orgaandonatie vastleggen'), ba('Herstel na donatie bespreken')],
  frequent_absence: [
    cm('Frequent-verzuimgesprek plannen'),
    ba('Spreekuur frequent verzuim'),
    cm('Verzuimpatroon analyseren'),
    cm('Afspraken frequent verzuim vastleggen'),
    ba('Terugmelding werkgever'),
  ],
  medical: [
    ba('Medisch dossier bijwerken'),
    ba('Informatie opvragen bij behandelaar'),
    ba('Medische informatie beoordelen'),
    ba('Terugkoppeling behandelend arts verwerken'),
  ],
  medical_preventive: [
    ba('PMO-uitslag bespreken'),
    ba('Keuringsverslag opstellen'),
    ba('Vervolgonderzoek aanvragen'),
  ],
  physiotherapy: [
    ba('Fysiotherapie-intake plannen'),
    ba('Behandelverslag fysiotherapeut beoordelen'),
    ba('Behandelplan evalueren'),
  ],
  psychologist: [
    ba('Intake psycholoog plannen'),
    ba('Verslag psycholoog beoordelen'),
    ba('Behandeltraject evalueren'),
  ],
  second_line_care: [
    ba('Verwijzing tweedelijnszorg opstellen'),
    ba('Terugkoppeling specialist verwerken'),
    cm('Wachttijdbemiddeling aanvragen'),
  ],
  rie: [cm('RI&E-rapportage beoordelen'), cm('Plan van aanpak RI&E opvolgen'), ...GENERAL],
  pago: [cm('PAGO-uitnodigingen versturen'), ba('PAGO-resultaten bespreken'), ...GENERAL],
  pmo: [cm('PMO-uitnodigingen versturen'), ba('PMO-groepsrapportage opstellen'), ...GENERAL],
  workplace_survey: [cm('Werkplekonderzoek uitvoeren'), cm('Advies werkplekaanpassing opstellen')],
  training: [cm('Training inplannen'), cm('Deelnemerslijst versturen'), cm('Evaluatie met werkgever')],
  vitality: [cm('Vitaliteitsspreekuur plannen'), cm('Rapportage opstellen')],
  act_meting: [cm('ACT-meting inplannen'), cm('Uitslag ACT-meting bespreken')],
};

/** Mostly the poortwachter work; a few of every other type. */
const TYPE_WEIGHTS: readonly (readonly [DossierType, number])[] = DOSSIER_TYPE_CODES.map((type) => [
  type,
  (
    {
      illness: 100,
      absence_dossier: 70,
      reintegration: 40,
      wga: 25,
      pregnancy: 25,
      frequent_absence: 25,
      medical: 10,
      physiotherapy: 7,
      psychologist: 7,
      medical_preventive: 5,
      second_line_care: 5,
      spoor_2: 6,
      birth_leave: 6,
      paid_parental_leave: 5,
      spoor_3: 4,
      outplacement: 3,
    } as Partial<Record<DossierType, number>>
  )[type] ?? 0.6,
]);

/** The absence group's types: each once, then mostly illness. */
const ABSENCE_TYPE_CODES: readonly DossierType[] = [
  'illness',
  'absence_dossier',
  'illness_and_zw_erd',
  'zw_erd',
];
const ABSENCE_TYPE_WEIGHTS: readonly (readonly [DossierType, number])[] = [
  ['illness', 62],
  ['absence_dossier', 28],
  ['illness_and_zw_erd', 5],
  ['zw_erd', 5],
];
/** The other types, by the weights above: the absence group comes from the sickness history. */
const OTHER_TYPE_WEIGHTS = TYPE_WEIGHTS.filter(([type]) => !ABSENCE_TYPES.has(type));

/** The task that closes an absence case: the employee reported back. */
const RECOVERY_TASK = cm('Hersteldmelding verwerken');
/** The Ziektewet cases' first task: checking the sick report to the UWV. */
const ZW_REPORT_TASK = cm('ZW-melding UWV controleren');
const ZW_TYPES = new Set<DossierType>(['zw_erd', 'illness_and_zw_erd']);

/**
 * The employees (by their place in EMPLOYEES) of the cases the legal clock is shown on, beside the
 * featured ones of Sanne de Vries and Daan Bos at the bakery: Daan de Boer (interrupted), Sem Bakker
 * (past week 42) and Bram Peters (the 42nd-week report due in the coming weeks) at the transport
 * company, Fleur Visser (nearing week 93) at the care group.
 */
export const STORY_EMPLOYEES = { interrupted: 25, pastWeek42: 23, nearWeek42: 27, nearWeek93: 16 } as const;

/** A dossier to be made: its type, employee, days and, for the absence group, its spells. */
interface DossierDraft {
  readonly type: DossierType;
  readonly employee: DemoEmployee;
  readonly startDay: number;
  /** Null while the case is open. */
  readonly endDay: number | null;
  readonly spells: readonly SpellDays[];
}

/** An absence case: it starts on its first sick day and closes on its last recovery, if any. */
function absenceCase(type: DossierType, employee: DemoEmployee, spells: readonly SpellDays[]): DossierDraft {
  const first = spells[0];
  if (!first) throw new Error('An absence case has a spell');
  return { type, employee, startDay: first.firstSickDay, endDay: spells.at(-1)?.recoveredOn ?? null, spells };
}

const otherCase = (
  type: DossierType,
  employee: DemoEmployee,
  startDay: number,
  endDay: number | null,
): DossierDraft => ({ type, employee, startDay, endDay, spells: [] });

/** First names of the seeded people who can have a pregnancy dossier. */
const WOMEN = new Set([
  'Sanne',
  'Lotte',
  'Fleur',
  'Noor',
  'Eva',
  'Iris',
  'Anouk',
  'Chantal',
  'Dewi',
  'Femke',
  'Hanna',
  'Ilse',
  'Karin',
  'Maaike',
  'Olga',
  'Priya',
  'Roos',
  'Tessa',
  'Vera',
  'Yara',
  'Zeynep',
  'Fatima',
  'Ria',
]);

const byUsername = (username: string): DemoUser => {
  const user = USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No seeded user ${username}`);
  return user;
};

const employeeOf = (dossier: StoredDossier): DemoEmployee => {
  const employee = EMPLOYEES.find((candidate) => candidate.id === dossier.employeeId);
  if (!employee) throw new Error(`No seeded employee ${dossier.employeeId}`);
  return employee;
};

const employeeAt = (index: number): DemoEmployee => {
  const employee = EMPLOYEES[index];
  if (!employee) throw new Error(`No seeded employee ${index}`);
  return employee;
};

interface Plan {
  readonly template: TaskTemplate;
  readonly due: number;
  readonly status?: TaskStatus;
  readonly assignee?: DemoUser | null;
}

/** Builds the case state for the Amsterdam day of `seedTime`; the same day gives the same state. */
export function seedCases(seedTime: number): TasksState {
  const random = seededRandom(0xa7b0_2026);
  const seededOn = amsterdamDate(seedTime);
  const today = dayNumber(seededOn);
  const doctor = byUsername('doctor');
  const medics = PROFESSIONALS.filter(isMedicalUser);
  const others = PROFESSIONALS.filter((user) => !isMedicalUser(user));
  const caseManagers = others.filter((user) => user.username.startsWith('casemanager'));

  const dossiers: StoredDossier[] = [];
  const tasks: StoredTask[] = [];

  const physician = (): DemoUser =>
    random.weighted(medics.map((user): [DemoUser, number] => [user, user === doctor ? 4 : 2]));
  const ownerFor = (type: DossierType): DemoUser =>
    isMedicalType(type)
      ? physician()
      : random.weighted(
          others.map((user): [DemoUser, number] => [user, caseManagers.includes(user) ? 3 : 1]),
        );

  const addDossier = (draft: DossierDraft, owner: DemoUser = ownerFor(draft.type)): StoredDossier => {
    const dossier: StoredDossier = {
      id: String(FIRST_DOSSIER_ID + dossiers.length),
      type: draft.type,
      employeeId: draft.employee.id,
      status: draft.endDay === null ? 'open' : 'closed',
      startDate: isoDate(draft.startDay),
      endDate: draft.endDay === null ? null : isoDate(draft.endDay),
      spells: draft.spells.map((spell) => ({
        firstSickDay: isoDate(spell.firstSickDay),
        recoveredOn: spell.recoveredOn === null ? null : isoDate(spell.recoveredOn),
      })),
      ownerId: owner.id,
    };
    dossiers.push(dossier);
    return dossier;
  };

  const statusFor = (dossier: StoredDossier, due: number): TaskStatus => {
    if (dossier.status === 'closed') return random.chance(0.85) ? 'completed' : 'cancelled';
    const age = today - due;
    if (age <= 0) {
      return random.weighted([
        ['open', 93],
        ['completed', 5],
        ['cancelled', 2],
      ]);
    }
    const open = age <= 14 ? 0.6 : age <= 60 ? 0.3 : 0.12;
    return random.weighted([
      ['open', open],
      ['cancelled', 0.08],
      ['completed', 0.92 - open],
    ]);
  };

  const assigneeFor = (
    dossier: StoredDossier,
    template: TaskTemplate,
    status: TaskStatus,
  ): DemoUser | null => {
    if (status === 'open' && random.chance(0.12)) return null;
    if (template.by === 'physician' || isMedicalType(dossier.type)) return physician();
    const owner = others.find((user) => user.id === dossier.ownerId);
    return owner && random.chance(0.7) ? owner : random.pick(others);
  };

  const officeMinute = () => random.int(8 * 60, 17 * 60);

  /** The last day a task of the dossier can be done: today while it is open, else the day it closed. */
  const lastDayOf = (dossier: StoredDossier): number =>
    dossier.endDate === null ? today : Math.min(today, dayNumber(dossier.endDate));

  const addTask = (dossier: StoredDossier, plan: Plan) => {
    const start = dayNumber(dossier.startDate);
    // A task asking for a message to the UWV is a legal duty: never dropped in a running case, it is
    // done when the UWV accepted the message (agreeWithUwvMessages).
    const duty = dossier.status === 'open' && uwvMessageAskedBy(plan.template) !== null;
    const status = plan.status ?? (duty ? 'open' : statusFor(dossier, plan.due));
    const createdDay = Math.max(start, Math.min(plan.due - random.int(3, 42), today - 1));
    const createdAt = amsterdamMoment(isoDate(createdDay), officeMinute());
    let completedAt: string | null = null;
    if (status === 'completed') {
      const day = Math.max(createdDay, Math.min(plan.due + random.int(-6, 2), lastDayOf(dossier)));
      const candidate = Date.parse(amsterdamMoment(isoDate(day), officeMinute()));
      const done = Math.max(Date.parse(createdAt) + 3_600_000, Math.min(candidate, seedTime - 60_000));
      completedAt = isoMoment(done);
    }
    tasks.push({
      id: String(FIRST_TASK_ID + tasks.length),
      dossierId: dossier.id,
      title: { ...plan.template.title },
      status,
      dueDate: isoDate(plan.due),
      completedAt,
      assigneeId:
        (plan.assignee === undefined ? assigneeFor(dossier, plan.template, status) : plan.assignee)?.id ??
        null,
      createdAt,
    });
  };

  // Records the README and the tests point at: the doctor's day, and the bakery's open cases.
  const bakery = EMPLOYEES.filter((employee) => employee.employerId === EMPLOYERS[0]?.id);
  const sunday = today + (7 - isoWeekday(today));
  const caseManager = byUsername('casemanager');
  const vanLeeuwen = byUsername('casemanager.vanleeuwen');
  const yilmaz = byUsername('casemanager.yilmaz');
  const feature = (
    dossier: StoredDossier,
    plans: readonly (readonly [TaskTemplate, number, TaskStatus, DemoUser | null])[],
  ) => {
    for (const [template, due, status, assignee] of plans) {
      addTask(dossier, { template, due, status, assignee });
    }
  };
  const sickSince = (day: number): SpellDays[] => [{ firstSickDay: day, recoveredOn: null }];
  feature(addDossier(absenceCase('illness', employeeAt(0), sickSince(today - 45)), caseManager), [
    [ba('Probleemanalyse opstellen'), today, 'open', doctor],
    [ba('Terugmelding werkgever'), today - 3, 'open', doctor],
    [cm('Plan van aanpak bespreken'), Math.min(today + 2, sunday), 'open', doctor],
    [cm('Spreekuur bedrijfsarts plannen'), today - 20, 'completed', caseManager],
    [cm('Eerste verzuimgesprek voeren'), today - 38, 'completed', caseManager],
  ]);
  feature(addDossier(absenceCase('absence_dossier', employeeAt(1), sickSince(today - 200)), vanLeeuwen), [
    [cm('Evaluatie plan van aanpak'), today + 4, 'open', null],
    [ba('Vervolgconsult bedrijfsarts'), today, 'open', doctor],
    [cm('Bijstelling plan van aanpak'), today - 10, 'open', vanLeeuwen],
  ]);
  feature(addDossier(otherCase('medical', employeeAt(2), today - 60, null), doctor), [
    [ba('Informatie opvragen bij behandelaar'), today, 'open', doctor],
    [ba('Medische informatie beoordelen'), today - 2, 'open', doctor],
  ]);
  feature(addDossier(otherCase('pregnancy', employeeAt(4), today - 30, null), caseManager), [
    [
      cm('Werkplekaanpassing bij zwangerschap bespreken'),
      today + 1,
      'open',
      byUsername('verpleegkundige.verbeek'),
    ],
  ]);
  const featured = dossiers.length;

  // The cases the legal clock has to get right (STORY_EMPLOYEES): one interrupted by a short recovery
  // (sick again within 28 days, so the same case), one past the 42nd week (reported to the UWV), one
  // whose 42nd-week report is still to be made and one nearing week 93, its WIA application due. Their
  // tasks are drawn as any case's.
  addDossier(
    absenceCase('illness', employeeAt(STORY_EMPLOYEES.interrupted), [
      { firstSickDay: today - 52, recoveredOn: today - 31 },
      { firstSickDay: today - 19, recoveredOn: null },
    ]),
    yilmaz,
  );
  addDossier(
    absenceCase('illness', employeeAt(STORY_EMPLOYEES.pastWeek42), sickSince(today - 46 * 7 - 3)),
    vanLeeuwen,
  );
  addDossier(
    absenceCase('illness', employeeAt(STORY_EMPLOYEES.nearWeek42), sickSince(today - 39 * 7 - 2)),
    caseManager,
  );
  addDossier(
    absenceCase('absence_dossier', employeeAt(STORY_EMPLOYEES.nearWeek93), sickSince(today - 90 * 7 - 3)),
    caseManager,
  );

  // A few who reported sick in the last weeks and are still off.
  const placed = new Map<string, SpellDays[][]>();
  const place = (employee: DemoEmployee, spells: SpellDays[]) =>
    placed.set(employee.id, [...(placed.get(employee.id) ?? []), spells]);
  for (const dossier of dossiers)
    if (dossier.spells.length > 0) place(employeeOf(dossier), spellDaysOf(dossier));
  const drafts: DossierDraft[] = [];
  while (drafts.length < RECENTLY_SICK.length) {
    const employee = random.pick(EMPLOYEES);
    if (placed.has(employee.id)) continue;
    const spells = sickSince(today - random.int(8, 56));
    place(employee, spells);
    drafts.push(absenceCase(RECENTLY_SICK[drafts.length] ?? 'illness', employee, spells));
  }

  // The sickness history of everybody over the last two years, around the cases above: one case at a
  // time per employee, most of a few days and long closed, now and then one that still runs.
  absenceHistory(random, EMPLOYEES, today, placed).forEach((plan, index) =>
    drafts.push(
      absenceCase(
        ABSENCE_TYPE_CODES[index] ?? random.weighted(ABSENCE_TYPE_WEIGHTS),
        plan.employee,
        plan.spells,
      ),
    ),
  );

  // The rest of the dossiers: one of every other type for the bakery's people (its employer user sees
  // every kind of case it may), then more by weight, for every employer's.
  const types: DossierType[] = DOSSIER_TYPE_CODES.filter((type) => !ABSENCE_TYPES.has(type));
  const oneOfEach = types.length;
  while (types.length < SEED_DOSSIERS - dossiers.length - drafts.length) {
    types.push(random.weighted(OTHER_TYPE_WEIGHTS));
  }
  for (const [index, type] of types.entries()) {
    const closed = random.chance(0.25);
    const startDay = closed
      ? today - random.int(30, 730)
      : today - 1 - Math.floor(random.next() ** 1.6 * 729);
    const endDay = closed ? random.int(Math.min(startDay + 14, today - 1), today - 1) : null;
    const people = index < oneOfEach || random.chance(0.15) ? bakery : EMPLOYEES;
    const employee = random.pick(
      type === 'pregnancy' ? people.filter((person) => WOMEN.has(person.firstName)) : people,
    );
    drafts.push(otherCase(type, employee, startDay, endDay));
  }
  // The back office numbers its dossiers as they came in.
  drafts.sort((a, b) => a.startDay - b.startDay);
  for (const draft of drafts) addDossier(draft);

  // The days a dossier's tasks fall on: within the task window and within the case's life.
  const windowOf = (dossier: StoredDossier): readonly [number, number] => [
    Math.max(dayNumber(dossier.startDate), today - TASK_WINDOW_DAYS),
    dossier.endDate === null ? today + TASK_WINDOW_DAYS : Math.min(dayNumber(dossier.endDate), today - 1),
  ];

  // How many tasks each random dossier gets, adjusted to the exact total on the open ones: a closed
  // case keeps a few, none when it ended before the window.
  const generated = dossiers.slice(featured);
  const counts = generated.map((dossier) => {
    const [lo, hi] = windowOf(dossier);
    if (dossier.status === 'open') return random.int(5, 11);
    return hi < lo ? 0 : Math.min(random.int(2, 6), 1 + Math.floor((hi - lo) / 4));
  });
  const adjustable = generated.flatMap((dossier, index) => (dossier.status === 'open' ? [index] : []));
  let missing = SEED_TASKS - tasks.length - counts.reduce((sum, count) => sum + count, 0);
  while (missing !== 0) {
    const index = random.pick(adjustable);
    const count = counts[index] ?? 0;
    if (missing > 0) {
      counts[index] = count + 1;
      missing -= 1;
    } else if (count > 1) {
      counts[index] = count - 1;
      missing += 1;
    }
  }

  generated.forEach((dossier, index) => {
    const [lo, hi] = windowOf(dossier);
    const count = counts[index] ?? 0;
    if (count === 0) return;
    const plans: Plan[] = [];
    if (POORTWACHTER_TYPES.has(dossier.type)) {
      // The steps by week of illness: healthy days between spells do not count.
      const spells = spellDaysOf(dossier);
      for (const step of POORTWACHTER) {
        const due = sickDayDate(spells, step.week * 7 + 1);
        if (due !== null && due >= lo && due <= hi) plans.push({ template: step, due });
      }
    }
    // A Ziektewet case starts with the sick report the UWV gets in its first days.
    if (ZW_TYPES.has(dossier.type)) {
      const due = dayNumber(dossier.startDate) + 3;
      if (due >= lo && due <= hi) plans.push({ template: ZW_REPORT_TASK, due });
    }
    // A case closes when the employee is back: its recovery report is handled that day.
    if (dossier.endDate !== null && ABSENCE_TYPES.has(dossier.type)) {
      const back = dayNumber(dossier.endDate);
      if (back >= lo && back <= hi) plans.push({ template: RECOVERY_TASK, due: back });
    }
    // The latest steps when there are more than the dossier's share.
    plans.sort((a, b) => a.due - b.due).splice(0, Math.max(0, plans.length - count));
    const pool = (TEMPLATES[dossier.type] ?? GENERAL).filter(
      (template) =>
        template.title.nl !== RECOVERY_TASK.title.nl && template.title.nl !== ZW_REPORT_TASK.title.nl,
    );
    while (plans.length < count) plans.push({ template: random.pick(pool), due: random.int(lo, hi) });
    for (const plan of plans.sort((a, b) => a.due - b.due)) addTask(dossier, plan);
  });

  agreeWithUwvMessages(dossiers, tasks, seedTime);
  return {
    seededOn,
    dossiers,
    tasks,
    nextTaskId: FIRST_TASK_ID + tasks.length,
    recentlyViewed: seedRecentlyViewed(random, dossiers, seedTime),
  };
}

let remembered: { readonly seedTime: number; readonly json: string } | null = null;

/**
 * A fresh copy of the seed for this moment. The last one made is remembered as text, so the many
 * stores a test run makes at one instant (and repeated resets) cost a parse, not a new seed.
 */
export function freshCases(seedTime: number): TasksState {
  if (remembered?.seedTime !== seedTime) remembered = { seedTime, json: JSON.stringify(seedCases(seedTime)) };
  return JSON.parse(remembered.json) as TasksState;
}

/** A few dossiers each case viewer opened lately, from their own scope, newest first. */
function seedRecentlyViewed(
  random: SeededRandom,
  dossiers: readonly StoredDossier[],
  seedTime: number,
): Record<string, RecentView[]> {
  const today = dayNumber(amsterdamDate(seedTime));
  const recentlyViewed: Record<string, RecentView[]> = {};
  for (const user of USERS) {
    const viewer = caseViewerOf(user);
    if (!viewer) continue;
    const visible = dossiers.filter((dossier) => canSee(viewer, dossier));
    const own = visible.filter((dossier) => dossier.ownerId === user.id && dossier.status === 'open');
    const wanted = user.username === 'doctor' ? 8 : random.int(4, 6);
    const chosen = new Set<StoredDossier>();
    // The doctor's list starts with the featured cases, the medical one among them.
    if (user.username === 'doctor') for (const dossier of visible.slice(0, 3)) chosen.add(dossier);
    for (let tries = 0; chosen.size < wanted && tries < 200; tries += 1) {
      chosen.add(random.pick(own.length > 0 && random.chance(0.6) ? own : visible));
    }
    // Opened during office hours over the last week, never after the moment of seeding.
    const moments = [...chosen].map(() => {
      const at = Date.parse(amsterdamMoment(isoDate(today - random.int(0, 6)), random.int(8 * 60, 17 * 60)));
      return at < seedTime ? at : at - 86_400_000 * random.int(1, 3);
    });
    moments.sort((a, b) => b - a);
    recentlyViewed[user.id] = [...chosen].map((dossier, index) => ({
      dossierId: dossier.id,
      viewedAt: isoMoment(moments[index] ?? seedTime),
    }));
  }
  return recentlyViewed;
}
