/**
 * The people of the demo backend's synthetic Dutch occupational-health service: its users (each with
 * an account, see access-state.ts), employers and employees. Every name, address and number here is
 * invented. The dossiers and tasks (tasks/case-seed.ts) and the appointments (agenda/appointment-seed.ts),
 * whose dates follow the day of seeding, are made by their areas.
 */
import { seededRandom } from '../platform/seeded-random';

export interface DemoRole {
  readonly id: number;
  /** Its name in Dutch, as the session's role lists carry it. */
  readonly name: string;
  /** Its name in English, for readers in English (the audit log). */
  readonly nameEn: string;
  readonly product: 'agenda' | 'arbo';
  readonly functionalities: readonly string[];
}

export interface DemoBranding {
  readonly id: string;
  readonly themeId: number;
  readonly logo: string | null;
  readonly fullLogo: string | null;
}

export interface DemoEmployer {
  readonly id: string;
  readonly name: string;
  readonly division: { readonly id: string; readonly name: string; readonly branding: DemoBranding | null };
}

export interface DemoEmployee {
  readonly id: string;
  readonly employerId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly jobTitle: string;
}

export interface DemoUser {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly email: string;
  /** The mobile number on file; the seed copies it into the account state for SMS codes. */
  readonly mobile: string | null;
  readonly userTypeId: number;
  readonly isMedical: boolean;
  readonly roles: readonly DemoRole[];
  readonly partnerPortals: readonly string[];
  readonly employerId: string | null;
  /**
   * Base32 secret of the authenticator app the account starts with; the seed copies it into the
   * account state (DemoState.accounts), which is where two-factor data lives from then on.
   */
  readonly initialTotpSecret: string | null;
  readonly linkedUserIds: readonly string[];
  readonly onlyShowRoleLinkedUsers: boolean;
}

/** The password every demo account starts with (documented in the README). */
export const DEMO_PASSWORD = 'Welkom01!';

/** The authenticator secret of the `doctor` account (documented in the README). */
export const DOCTOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const PLANNER: DemoRole = {
  id: 1,
  name: 'Planner',
  nameEn: 'Planner',
  product: 'agenda',
  functionalities: [
    'see_agenda_users_calendars',
    'use_planning_functionality',
    'view_appointment_list',
    'view_rooms',
    'has_calendar',
    'see_appointment_details',
    'manage_agenda_users_availability_schedules',
    'view_employee_list',
  ],
};

const ADMIN: DemoRole = {
  id: 2,
  name: 'Beheerder',
  nameEn: 'Administrator',
  product: 'agenda',
  functionalities: [
    'manage_locations',
    'manage_rooms',
    'manage_operations',
    'manage_resource_types',
    'manage_wizards',
    'manage_user_roles_permissions',
    'manage_national_holidays',
    'view_audit_log',
    'view_rooms',
    'see_agenda_users_calendars',
    'view_appointment_list',
  ],
};

const PROFESSIONAL: DemoRole = {
  id: 3,
  name: 'Professional',
  nameEn: 'Professional',
  product: 'arbo',
  functionalities: [
    'view_professional_dashboard',
    'view_tasks',
    'has_calendar',
    'see_appointment_details',
    'manage_own_availability_schedules',
    'view_appointment_list',
    'view_employee_list',
    'use_planning_functionality',
  ],
};

const EMPLOYER: DemoRole = {
  id: 4,
  name: 'Werkgever',
  nameEn: 'Employer',
  product: 'arbo',
  functionalities: [
    'employer_view_dashboard',
    'employer_use_planning_functionality',
    'employer_view_employee_list',
    'employer_view_appointment_list',
  ],
};

const EMPLOYER_PLANNER: DemoRole = {
  id: 5,
  name: 'Werkgeverplanner',
  nameEn: 'Employer planner',
  product: 'arbo',
  functionalities: ['employer_use_planning_functionality', 'employer_view_appointment_list'],
};

const FACILITY_MANAGER: DemoRole = {
  id: 6,
  name: 'Facilitair beheerder',
  nameEn: 'Facility manager',
  product: 'agenda',
  functionalities: ['view_rooms', 'manage_rooms'],
};

/** Every role of the service (spec section 3: role ids 1 to 6), for the administrator's choice. */
export const ROLES: readonly DemoRole[] = [
  PLANNER,
  ADMIN,
  PROFESSIONAL,
  EMPLOYER,
  EMPLOYER_PLANNER,
  FACILITY_MANAGER,
];

const logo = (initials: string, colour: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="8" fill="${colour}"/>` +
      `<text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  )}`;

export const EMPLOYERS: readonly DemoEmployer[] = [
  {
    id: 'a6a1c0de-0001-4000-8000-000000000001',
    name: 'Bakkerij De Gouden Korenaar B.V.',
    division: {
      id: 'a6a1c0de-0101-4000-8000-000000000001',
      name: 'Productie Utrecht',
      branding: {
        id: 'b7b2d1ef-0001-4000-8000-000000000001',
        themeId: 4,
        logo: logo('GK', '#0f6b4a'),
        fullLogo: logo('GK', '#0f6b4a'),
      },
    },
  },
  {
    id: 'a6a1c0de-0002-4000-8000-000000000002',
    name: 'Zorggroep Rivierenland',
    division: {
      id: 'a6a1c0de-0102-4000-8000-000000000002',
      name: 'Thuiszorg Tiel',
      branding: {
        id: 'b7b2d1ef-0002-4000-8000-000000000002',
        themeId: 6,
        logo: logo('ZR', '#9c1c72'),
        fullLogo: null,
      },
    },
  },
  {
    id: 'a6a1c0de-0003-4000-8000-000000000003',
    name: 'Transportbedrijf Van der Linden',
    division: { id: 'a6a1c0de-0103-4000-8000-000000000003', name: 'Logistiek Venlo', branding: null },
  },
];

const FIRST_NAMES = [
  'Sanne',
  'Daan',
  'Lotte',
  'Bram',
  'Fleur',
  'Joris',
  'Noor',
  'Thijs',
  'Eva',
  'Ruben',
  'Iris',
  'Sem',
];
const LAST_NAMES = [
  'de Vries',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'Bos',
  'Vos',
  'Peters',
];
const JOBS = [
  'Bakker',
  'Verzorgende IG',
  'Chauffeur',
  'Planner',
  'Magazijnmedewerker',
  'Teamleider',
  'Administratief medewerker',
];

/** The first ten employees per employer, as the walking skeleton made them (ids and names unchanged). */
const FIRST_EMPLOYEES: readonly DemoEmployee[] = EMPLOYERS.flatMap((employer, e) =>
  Array.from({ length: 10 }, (_, i) => {
    const n = e * 10 + i;
    return {
      id: `c8c3e2f0-${String(e + 1).padStart(4, '0')}-4000-8000-${String(n + 1).padStart(12, '0')}`,
      employerId: employer.id,
      firstName: FIRST_NAMES[n % FIRST_NAMES.length] ?? 'Sam',
      lastName: LAST_NAMES[(n * 7) % LAST_NAMES.length] ?? 'Jansen',
      dateOfBirth: `${1965 + ((n * 3) % 35)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 27) + 1).padStart(2, '0')}`,
      jobTitle: JOBS[n % JOBS.length] ?? 'Medewerker',
    };
  }),
);

const MORE_FIRST_NAMES = [
  ...FIRST_NAMES,
  'Anouk',
  'Bas',
  'Chantal',
  'Dewi',
  'Emre',
  'Femke',
  'Gijs',
  'Hanna',
  'Ilse',
  'Jeroen',
  'Karin',
  'Lucas',
  'Maaike',
  'Niels',
  'Olga',
  'Priya',
  'Quinten',
  'Roos',
  'Stefan',
  'Tessa',
  'Ugur',
  'Vera',
  'Wouter',
  'Yara',
  'Zeynep',
  'Mohamed',
  'Fatima',
  'Kees',
  'Ria',
  'Henk',
];
const MORE_LAST_NAMES = [
  ...LAST_NAMES,
  'Jansen',
  'de Jong',
  'van den Berg',
  'van Dijk',
  'Janssen',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Kok',
  'Jacobs',
  'de Graaf',
  'van der Meer',
  'Koster',
  'Prins',
  'Huisman',
  'Kuipers',
  'Yilmaz',
  'El Amrani',
  'Nguyen',
  'Verbeek',
  'Postma',
  'Schouten',
];
/** What people do at each employer, in the employers' order. */
const JOBS_PER_EMPLOYER: readonly (readonly string[])[] = [
  [
    'Bakker',
    'Banketbakker',
    'Productiemedewerker',
    'Verkoopmedewerker',
    'Chauffeur',
    'Teamleider productie',
    'Administratief medewerker',
  ],
  [
    'Verzorgende IG',
    'Wijkverpleegkundige',
    'Helpende',
    'Huishoudelijk medewerker',
    'Planner',
    'Teamleider zorg',
    'Fysiotherapeut',
  ],
  ['Chauffeur', 'Magazijnmedewerker', 'Heftruckchauffeur', 'Planner', 'Monteur', 'Teamleider logistiek'],
];

/** Fifty more per employer, drawn with a fixed seed so every start has the same people. */
const MORE_EMPLOYEES: readonly DemoEmployee[] = (() => {
  const random = seededRandom(0x5eed_e3);
  return EMPLOYERS.flatMap((employer, e) =>
    Array.from({ length: 50 }, (_, j) => {
      const n = 30 + e * 50 + j;
      const year = random.int(1962, 2004);
      const month = String(random.int(1, 12)).padStart(2, '0');
      const day = String(random.int(1, 28)).padStart(2, '0');
      return {
        id: `c8c3e2f0-${String(e + 1).padStart(4, '0')}-4000-8000-${String(n + 1).padStart(12, '0')}`,
        employerId: employer.id,
        firstName: random.pick(MORE_FIRST_NAMES),
        lastName: random.pick(MORE_LAST_NAMES),
        dateOfBirth: `${year}-${month}-${day}`,
        jobTitle: random.pick(JOBS_PER_EMPLOYER[e] ?? JOBS),
      };
    }),
  );
})();

/** Sixty employees per employer, made deterministically so every seed is the same. */
export const EMPLOYEES: readonly DemoEmployee[] = [...FIRST_EMPLOYEES, ...MORE_EMPLOYEES];

export const employeeName = (employee: DemoEmployee): string => `${employee.firstName} ${employee.lastName}`;

const uid = (n: number) => `d9d4f3a1-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The occupational physicians (medical), case managers and occupational health nurses (not medical)
 * beside `doctor` who own dossiers and get tasks: internal users with the professional role.
 */
const professional = (
  n: number,
  username: string,
  displayName: string,
  mailbox: string,
  isMedical: boolean,
  mobile: string | null,
): DemoUser => ({
  id: uid(n),
  username,
  displayName,
  email: `${mailbox}@arbo-agenda.example`,
  mobile,
  userTypeId: 1,
  isMedical,
  roles: [PROFESSIONAL],
  partnerPortals: isMedical ? ['medical', 'arbo', 'agenda'] : ['arbo', 'agenda'],
  employerId: null,
  initialTotpSecret: null,
  linkedUserIds: [],
  onlyShowRoleLinkedUsers: false,
});

export const USERS: readonly DemoUser[] = [
  {
    id: uid(1),
    username: 'planner',
    displayName: 'Petra Planning',
    email: 'planner@arbo-agenda.example',
    mobile: '+31612345001',
    userTypeId: 1,
    isMedical: false,
    roles: [PLANNER],
    partnerPortals: ['agenda', 'arbo'],
    employerId: null,
    initialTotpSecret: null,
    linkedUserIds: [],
    onlyShowRoleLinkedUsers: false,
  },
  {
    id: uid(2),
    username: 'admin',
    displayName: 'Arjen Beheer',
    email: 'admin@arbo-agenda.example',
    mobile: null,
    userTypeId: 1,
    isMedical: false,
    roles: [ADMIN],
    partnerPortals: ['admin', 'agenda', 'arbo', 'master', 'account'],
    employerId: null,
    initialTotpSecret: null,
    linkedUserIds: [],
    onlyShowRoleLinkedUsers: false,
  },
  {
    id: uid(3),
    username: 'doctor',
    displayName: 'Dr. Marieke van Dam',
    email: 'doctor@arbo-agenda.example',
    mobile: '+31612345003',
    userTypeId: 1,
    isMedical: true,
    roles: [PROFESSIONAL],
    partnerPortals: ['medical', 'arbo', 'agenda'],
    employerId: null,
    initialTotpSecret: DOCTOR_TOTP_SECRET,
    linkedUserIds: [],
    onlyShowRoleLinkedUsers: false,
  },
  {
    id: uid(4),
    username: 'employer',
    displayName: 'Wim Korenaar',
    email: 'hr@goudenkorenaar.example',
    mobile: null,
    userTypeId: 3,
    isMedical: false,
    roles: [EMPLOYER],
    partnerPortals: ['employer'],
    employerId: EMPLOYERS[0]?.id ?? null,
    initialTotpSecret: null,
    linkedUserIds: [],
    onlyShowRoleLinkedUsers: false,
  },
  {
    id: uid(5),
    username: 'employee',
    displayName: 'Sanne de Vries',
    email: 'sanne.devries@goudenkorenaar.example',
    mobile: '+31612345005',
    userTypeId: 7,
    isMedical: false,
    roles: [],
    partnerPortals: ['employee', 'account'],
    employerId: EMPLOYERS[0]?.id ?? null,
    initialTotpSecret: null,
    linkedUserIds: [],
    onlyShowRoleLinkedUsers: false,
  },
  {
    id: uid(6),
    username: 'linked',
    displayName: 'Lars Koppeling',
    email: 'linked@arbo-agenda.example',
    mobile: null,
    userTypeId: 1,
    isMedical: false,
    roles: [PLANNER],
    partnerPortals: ['agenda', 'arbo'],
    employerId: null,
    initialTotpSecret: null,
    linkedUserIds: [uid(7), uid(8)],
    onlyShowRoleLinkedUsers: false,
  },
  {
    id: uid(7),
    username: 'linked.rivierenland',
    displayName: 'Lars Koppeling (Zorggroep Rivierenland)',
    email: 'lars@rivierenland.example',
    mobile: null,
    userTypeId: 3,
    isMedical: false,
    roles: [EMPLOYER_PLANNER],
    partnerPortals: ['employer'],
    employerId: EMPLOYERS[1]?.id ?? null,
    initialTotpSecret: null,
    linkedUserIds: [uid(6), uid(8)],
    onlyShowRoleLinkedUsers: false,
  },
  {
    id: uid(8),
    username: 'linked.vanderlinden',
    displayName: 'Lars Koppeling (Van der Linden)',
    email: 'lars@vanderlinden.example',
    mobile: null,
    userTypeId: 3,
    isMedical: false,
    roles: [],
    partnerPortals: ['employer', 'hr'],
    employerId: EMPLOYERS[2]?.id ?? null,
    initialTotpSecret: null,
    linkedUserIds: [uid(6), uid(7)],
    onlyShowRoleLinkedUsers: false,
  },
  professional(9, 'bedrijfsarts.bakker', 'Dr. Joost Bakker', 'j.bakker', true, '+31612345009'),
  professional(10, 'bedrijfsarts.elhaddad', 'Dr. Yasmina El Haddad', 'y.elhaddad', true, null),
  professional(11, 'bedrijfsarts.dejong', 'Dr. Pieter de Jong', 'p.dejong', true, null),
  professional(12, 'casemanager', 'Linda Hoekstra', 'l.hoekstra', false, '+31612345012'),
  professional(13, 'casemanager.vanleeuwen', 'Kevin van Leeuwen', 'k.vanleeuwen', false, null),
  professional(14, 'casemanager.yilmaz', 'Esra Yilmaz', 'e.yilmaz', false, null),
  professional(15, 'verpleegkundige.verbeek', 'Anouk Verbeek', 'a.verbeek', false, null),
  professional(16, 'verpleegkundige.dekker', 'Tom Dekker', 't.dekker', false, null),
  {
    id: uid(17),
    username: 'facility',
    displayName: 'Fenna de Facilitair',
    email: 'facility@arbo-agenda.example',
    mobile: null,
    userTypeId: 1,
    isMedical: false,
    roles: [FACILITY_MANAGER],
    partnerPortals: ['agenda'],
    employerId: null,
    initialTotpSecret: null,
    linkedUserIds: [],
    onlyShowRoleLinkedUsers: false,
  },
];
