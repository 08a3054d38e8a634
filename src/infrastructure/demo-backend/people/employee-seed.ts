import type { DemoEmployee, DemoEmployer } from '../access/seed';
import { EMPLOYEES, EMPLOYERS } from '../access/seed';
import { amsterdamDate, dayNumber, isoDate } from '../platform/amsterdam-time';
import { seededRandom } from '../platform/seeded-random';
import type { StoredContract, StoredDivision, StoredEmployment, StoredPersonnelRecord } from './people-state';

/**
 * What the service keeps of the seeded employees beside their names: the employers' divisions, each
 * employee's division, personnel number and work e-mail, and one or two employments. Divisions and
 * personnel numbers are fixed; the employments are dated around the day of seeding (a fixed seed, so
 * every reset gives the same people with their dates moved to today).
 */

interface DivisionPlan {
  readonly name: string;
  /** The jobs done there; an employee goes to a division that has their job. */
  readonly jobs: readonly string[];
}

/** Per employer, in the employers' order; the first is the employer's own division in access/seed.ts. */
const DIVISIONS: readonly (readonly DivisionPlan[])[] = [
  [
    {
      name: 'Productie Utrecht',
      jobs: ['Bakker', 'Banketbakker', 'Productiemedewerker', 'Teamleider productie'],
    },
    { name: 'Winkels', jobs: ['Verkoopmedewerker', 'Bakker'] },
    { name: 'Logistiek', jobs: ['Chauffeur', 'Magazijnmedewerker'] },
    { name: 'Kantoor', jobs: ['Administratief medewerker', 'Planner', 'Teamleider'] },
  ],
  [
    {
      name: 'Thuiszorg Tiel',
      jobs: ['Verzorgende IG', 'Wijkverpleegkundige', 'Helpende', 'Huishoudelijk medewerker'],
    },
    {
      name: 'Verpleeghuis De Linge',
      jobs: ['Verzorgende IG', 'Helpende', 'Fysiotherapeut', 'Teamleider zorg'],
    },
    { name: 'Kantoor', jobs: ['Planner', 'Administratief medewerker', 'Teamleider'] },
  ],
  [
    {
      name: 'Logistiek Venlo',
      jobs: ['Chauffeur', 'Magazijnmedewerker', 'Heftruckchauffeur', 'Teamleider logistiek', 'Planner'],
    },
    { name: 'Werkplaats', jobs: ['Monteur'] },
    { name: 'Kantoor', jobs: ['Administratief medewerker', 'Planner', 'Teamleider'] },
  ],
];

/** Personnel numbers start with the employer's initials, and mailboxes live at its domain. */
const PREFIXES = ['GK', 'ZR', 'VDL'];
const MAIL_DOMAINS = ['goudenkorenaar.example', 'rivierenland.example', 'vanderlinden.example'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Division d (from 1) of employer e (from 1); d = 1 is the id access/seed.ts gives the employer's own. */
export const divisionId = (e: number, d: number): string =>
  `a6a1c0de-${pad(d, 2)}${pad(e, 2)}-4000-8000-${pad(e, 12)}`;

/** The branding record of division d (from 1) of employer e (from 1) that access/seed.ts gives none. */
export const brandingId = (e: number, d: number): string =>
  `b7b2d1ef-${pad(d, 2)}${pad(e, 2)}-4000-8000-${pad(e, 12)}`;

export function seedDivisions(): StoredDivision[] {
  return EMPLOYERS.flatMap((employer, e) =>
    (DIVISIONS[e] ?? []).map((plan, d) => {
      const own = d === 0 ? employer.division.branding : null;
      return {
        id: d === 0 ? employer.division.id : divisionId(e + 1, d + 1),
        employerId: employer.id,
        name: d === 0 ? employer.division.name : plan.name,
        branding: own ? { ...own } : { id: brandingId(e + 1, d + 1), themeId: 1, logo: null, fullLogo: null },
      };
    }),
  );
}

const mailbox = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Each employee's division (one that has their job, else any), personnel number and work e-mail. */
export function seedPersonnel(divisions: readonly StoredDivision[]): StoredPersonnelRecord[] {
  const taken = new Set<string>();
  return EMPLOYERS.flatMap((employer: DemoEmployer, e) => {
    const own = divisions.filter((division) => division.employerId === employer.id);
    const plans = DIVISIONS[e] ?? [];
    return EMPLOYEES.filter((employee) => employee.employerId === employer.id).map((employee, i) => {
      const fitting = own.filter((_, d) => plans[d]?.jobs.includes(employee.jobTitle));
      const pool = fitting.length > 0 ? fitting : own;
      const local = `${mailbox(employee.firstName)}.${mailbox(employee.lastName)}`;
      let address = `${local}@${MAIL_DOMAINS[e] ?? 'example.nl'}`;
      for (let n = 2; taken.has(address); n += 1) address = `${local}${n}@${MAIL_DOMAINS[e] ?? 'example.nl'}`;
      taken.add(address);
      return {
        employeeId: employee.id,
        divisionId: pool[i % pool.length]?.id ?? null,
        personnelNumber: `${PREFIXES[e] ?? 'P'}-${1001 + i}`,
        email: address,
        // Two in three employees gave a mobile number for text messages.
        mobile: i % 3 === 2 ? null : `+3161${String(2_000_000 + e * 10_000 + i).padStart(7, '0')}`,
      };
    });
  });
}

const YEAR = 365;
const HOURS = [16, 20, 24, 24, 28, 32, 32, 36, 36, 38, 40];
const ON_CALL_HOURS = [0, 0, 8, 12];

/**
 * Every employee works now, in the job access/seed.ts gives them (permanent mostly, some temporary
 * until a day ahead, a few on call); about a third came in on an earlier, temporary contract that
 * ended the day before. Nobody starts before eighteen or more than 25 years ago.
 */
export function seedEmployments(seedTime: number): StoredEmployment[] {
  const random = seededRandom(0x9e09_1e);
  const today = dayNumber(amsterdamDate(seedTime));
  const employments: StoredEmployment[] = [];
  const add = (employee: DemoEmployee, fields: Omit<StoredEmployment, 'id' | 'employeeId' | 'employerId'>) =>
    employments.push({
      id: `e3e70000-0000-4000-8000-${pad(employments.length + 1, 12)}`,
      employeeId: employee.id,
      employerId: employee.employerId,
      ...fields,
    });
  for (const employee of EMPLOYEES) {
    const adult = dayNumber(employee.dateOfBirth) + 18 * YEAR + 5;
    const latest = today - 90;
    const earliest = Math.min(Math.max(adult, today - 25 * YEAR), latest - 30);
    const start = random.int(earliest, latest);
    const contract = random.weighted<StoredContract>([
      ['permanent', 75],
      ['temporary', 17],
      ['on_call', 8],
    ]);
    const jobs = DIVISIONS[EMPLOYERS.findIndex((employer) => employer.id === employee.employerId)] ?? [];
    if (start - earliest >= 400 && random.chance(0.35)) {
      const previousJobs = jobs.flatMap((plan) => plan.jobs);
      add(employee, {
        jobTitle: random.chance(0.5) ? employee.jobTitle : random.pick(previousJobs),
        startDate: isoDate(random.int(earliest, start - YEAR)),
        endDate: isoDate(start - 1),
        hoursPerWeek: random.pick(HOURS),
        contract: 'temporary',
      });
    }
    add(employee, {
      jobTitle: employee.jobTitle,
      startDate: isoDate(start),
      endDate: contract === 'temporary' ? isoDate(today + random.int(14, 330)) : null,
      hoursPerWeek: random.pick(contract === 'on_call' ? ON_CALL_HOURS : HOURS),
      contract,
    });
  }
  return employments;
}
