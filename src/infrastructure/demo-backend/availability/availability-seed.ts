import type { DemoUser } from '../access/seed';
import { addDays, amsterdamDate, mondayOf } from '../platform/amsterdam-time';
import type { LocationsState } from '../locations/locations-state';
import { LOCATION_IDS } from '../locations/locations-seed';
import { PROFESSIONALS } from '../tasks/case-scope';
import type {
  AvailabilityState,
  StoredBlock,
  StoredDayOff,
  StoredRepeat,
  StoredSchedule,
  StoredTimeConstraint,
} from './availability-state';
import { missingHolidays } from './holiday-routes';

/**
 * Who works when and where, as of the day of seeding: every professional has one or two schedules at
 * one or two of the three locations (every week, even or odd weeks, every second or third week), with
 * the operations of their discipline that the location offers; one has an ended schedule, one a
 * deleted one. A few exceptions and personal days off lie in the weeks ahead, and the national
 * holidays of this year and the next are there. No two schedules of one person clash. Ids are fixed,
 * so a reset on the same day gives the same records.
 */

const id = (kind: number, n: number) => `f${kind}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Place = keyof typeof LOCATION_IDS;
type Discipline = 'physician' | 'case_manager' | 'nurse';

/** The operations each discipline does, by code; a schedule allows those its location offers. */
const DISCIPLINE_OPERATIONS: Readonly<Record<Discipline, readonly string[]>> = {
  physician: ['SPR-BA', 'DRIE', 'OPEN-SPR', 'PMO', 'AUDIO', 'ECG', 'LONGF', 'VACC-HEPB', 'CASUS'],
  case_manager: ['SPR-CM', 'DRIE', 'CASUS'],
  nurse: ['OPEN-SPR', 'PMO', 'AUDIO', 'SPIRO', 'LONGF', 'ECG', 'OOG-BSW', 'VACC-HEPB'],
};

/**
 * Work a person does beyond their discipline, by code. Van Leeuwen is a registered labour expert
 * (arbeidsdeskundige) as well as a case manager, so the labour expert assessment and the workplace
 * assessment have someone to do them and planning finds time for them.
 */
const ALSO_QUALIFIED: Readonly<Record<string, readonly string[]>> = {
  'casemanager.vanleeuwen': ['WPO', 'AD-ONDERZ'],
};

/**
 * What a person may never be booked for (their agenda settings). Their schedules leave it out too, so
 * the seeded agenda never holds an appointment its own settings forbid.
 */
const NEVER_BOOKED: Readonly<Record<string, readonly string[]>> = {
  'bedrijfsarts.dejong': ['PMO'],
  'casemanager.yilmaz': ['DRIE'],
};

function disciplineOf(user: DemoUser): Discipline {
  if (user.username.startsWith('casemanager')) return 'case_manager';
  if (user.username.startsWith('verpleegkundige')) return 'nurse';
  return 'physician';
}

interface PlannedSchedule {
  readonly place: Place;
  /** Weekdays (1 Monday to 7 Sunday) with their times. */
  readonly blocks: readonly (readonly [readonly number[], string, string])[];
  readonly repeat: StoredRepeat;
  readonly weeks?: number;
  /** The week of its first day, counted from this week (negative: in the past). */
  readonly fromWeek: number;
  /** The first week it no longer runs: it ends the Sunday before. None: open-ended. */
  readonly untilWeek?: number;
  /** Deleted this many days ago. */
  readonly deletedDaysAgo?: number;
}

const MON_THU = [1, 2, 3, 4];
const PLAN: Readonly<Record<string, readonly PlannedSchedule[]>> = {
  doctor: [
    {
      place: 'utrecht',
      blocks: [
        [MON_THU, '08:30', '12:30'],
        [MON_THU, '13:00', '17:00'],
      ],
      repeat: 'every-week',
      fromWeek: -13,
    },
    { place: 'amersfoort', blocks: [[[5], '09:00', '13:00']], repeat: 'even-weeks', fromWeek: -13 },
    // The Friday surgery in Nijmegen it replaced, ended the Sunday before.
    {
      place: 'nijmegen',
      blocks: [[[5], '09:00', '12:00']],
      repeat: 'every-week',
      fromWeek: -52,
      untilWeek: -14,
    },
  ],
  'bedrijfsarts.bakker': [
    { place: 'amersfoort', blocks: [[[1, 2, 3], '09:00', '17:00']], repeat: 'even-weeks', fromWeek: -20 },
    { place: 'nijmegen', blocks: [[[1, 2, 3], '09:00', '17:00']], repeat: 'odd-weeks', fromWeek: -20 },
  ],
  'bedrijfsarts.elhaddad': [
    { place: 'nijmegen', blocks: [[[2, 3, 4], '08:00', '16:30']], repeat: 'every-week', fromWeek: -30 },
    {
      place: 'utrecht',
      blocks: [[[5], '08:30', '12:30']],
      repeat: 'every-n-weeks',
      weeks: 3,
      fromWeek: -6,
    },
  ],
  'bedrijfsarts.dejong': [
    {
      place: 'utrecht',
      blocks: [[[1, 2, 3, 4, 5], '09:00', '12:30']],
      repeat: 'odd-weeks',
      fromWeek: -8,
      untilWeek: 26,
    },
    {
      place: 'utrecht',
      blocks: [[[1, 3], '13:00', '17:00']],
      repeat: 'even-weeks',
      fromWeek: -8,
      untilWeek: 26,
    },
  ],
  casemanager: [
    { place: 'utrecht', blocks: [[[1, 2, 4, 5], '09:00', '17:00']], repeat: 'every-week', fromWeek: -26 },
    // Wednesdays in Amersfoort, deleted a fortnight ago (it can be restored).
    {
      place: 'amersfoort',
      blocks: [[[3], '09:00', '17:00']],
      repeat: 'every-week',
      fromWeek: -26,
      deletedDaysAgo: 14,
    },
  ],
  'casemanager.vanleeuwen': [
    { place: 'amersfoort', blocks: [[[1, 2, 4], '08:30', '17:00']], repeat: 'every-week', fromWeek: -40 },
    { place: 'nijmegen', blocks: [[[5], '09:00', '15:00']], repeat: 'even-weeks', fromWeek: -40 },
  ],
  'casemanager.yilmaz': [
    { place: 'nijmegen', blocks: [[MON_THU, '09:00', '17:00']], repeat: 'odd-weeks', fromWeek: -10 },
    {
      place: 'utrecht',
      blocks: [[[5], '09:00', '13:00']],
      repeat: 'every-n-weeks',
      weeks: 2,
      fromWeek: -10,
    },
  ],
  'verpleegkundige.verbeek': [
    { place: 'utrecht', blocks: [[[1, 2, 3], '08:00', '16:00']], repeat: 'every-week', fromWeek: -16 },
    {
      place: 'amersfoort',
      blocks: [[[4], '08:00', '16:00']],
      repeat: 'every-n-weeks',
      weeks: 2,
      fromWeek: -16,
    },
  ],
  'verpleegkundige.dekker': [
    { place: 'nijmegen', blocks: [[[2, 4], '08:00', '16:00']], repeat: 'even-weeks', fromWeek: -12 },
    { place: 'utrecht', blocks: [[[5], '08:00', '12:00']], repeat: 'every-week', fromWeek: -12 },
  ],
};

/** The operations' ids by code, and the location's offer. */
type Catalogue = Pick<LocationsState, 'locations' | 'operations'>;

function schedulesOf(monday: string, seedTime: number, catalogue: Catalogue): StoredSchedule[] {
  const schedules: StoredSchedule[] = [];
  for (const user of PROFESSIONALS) {
    const plans = PLAN[user.username];
    if (!plans) throw new Error(`No availability planned for ${user.username}`);
    for (const plan of plans) {
      const location = catalogue.locations.find((candidate) => candidate.id === LOCATION_IDS[plan.place]);
      if (!location) throw new Error(`No seeded location ${plan.place}`);
      const codes = [
        ...DISCIPLINE_OPERATIONS[disciplineOf(user)],
        ...(ALSO_QUALIFIED[user.username] ?? []),
      ].filter((code) => !NEVER_BOOKED[user.username]?.includes(code));
      const operationIds = codes.flatMap((code) => {
        const operation = catalogue.operations.find((candidate) => candidate.code === code);
        return operation && location.operationIds.includes(operation.id) ? [operation.id] : [];
      });
      const blocks: StoredBlock[] = plan.blocks
        .flatMap(([weekdays, start, end]) => weekdays.map((weekday) => ({ weekday, start, end })))
        .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
      schedules.push({
        id: id(1, schedules.length + 1),
        userId: user.id,
        locationId: location.id,
        operationIds,
        blocks,
        repeat: plan.repeat,
        repeatWeeks: plan.weeks ?? null,
        validFrom: addDays(monday, plan.fromWeek * 7),
        // The Sunday of its last week.
        validUntil: plan.untilWeek === undefined ? null : addDays(monday, plan.untilWeek * 7 - 1),
        deletedAt:
          plan.deletedDaysAgo === undefined
            ? null
            : new Date(seedTime - plan.deletedDaysAgo * 86_400_000).toISOString(),
      });
    }
  }
  return schedules;
}

const scheduleAt = (schedules: readonly StoredSchedule[], username: string, place: Place): StoredSchedule => {
  const user = PROFESSIONALS.find((candidate) => candidate.username === username);
  const found = schedules.find(
    (schedule) =>
      schedule.userId === user?.id &&
      schedule.locationId === LOCATION_IDS[place] &&
      schedule.deletedAt === null,
  );
  if (!found) throw new Error(`No seeded schedule of ${username} at ${place}`);
  return found;
};

const userNamed = (username: string): DemoUser => {
  const user = PROFESSIONALS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No professional ${username}`);
  return user;
};

/** The area's part of a fresh state as of `seedTime`, on the locations and operations seeded before. */
export function seedAvailability(seedTime: number, catalogue: Catalogue): AvailabilityState {
  const today = amsterdamDate(seedTime);
  const monday = mondayOf(today);
  /** A day of a week from this one: week 1 is next week, weekday 1 Monday. */
  const on = (week: number, weekday: number) => addDays(monday, week * 7 + weekday - 1);
  const schedules = schedulesOf(monday, seedTime, catalogue);
  const doctorUtrecht = scheduleAt(schedules, 'doctor', 'utrecht');
  const caseUtrecht = scheduleAt(schedules, 'casemanager', 'utrecht');
  const nurseUtrecht = scheduleAt(schedules, 'verpleegkundige.verbeek', 'utrecht');
  const timeConstraints: StoredTimeConstraint[] = [
    // The doctor: a Wednesday off next week, that Monday only the morning, and an extra Friday afternoon.
    { id: id(2, 1), scheduleId: doctorUtrecht.id, date: on(1, 3), kind: 'day-off', start: null, end: null },
    {
      id: id(2, 2),
      scheduleId: doctorUtrecht.id,
      date: on(1, 1),
      kind: 'shorter',
      start: '08:30',
      end: '12:30',
    },
    {
      id: id(2, 3),
      scheduleId: doctorUtrecht.id,
      date: on(1, 5),
      kind: 'extra',
      start: '13:00',
      end: '16:00',
    },
    { id: id(2, 4), scheduleId: caseUtrecht.id, date: on(2, 2), kind: 'day-off', start: null, end: null },
    {
      id: id(2, 5),
      scheduleId: nurseUtrecht.id,
      date: on(1, 2),
      kind: 'shorter',
      start: '08:00',
      end: '12:00',
    },
  ];
  const dayOff = (
    n: number,
    username: string,
    start: readonly [string, string],
    end: readonly [string, string],
    reason: string,
  ): StoredDayOff => ({
    id: id(3, n),
    userId: userNamed(username).id,
    startDate: start[0],
    startTime: start[1],
    endDate: end[0],
    endTime: end[1],
    reason,
  });
  const personalDaysOff: StoredDayOff[] = [
    dayOff(1, 'doctor', [on(2, 4), '00:00'], [on(2, 5), '00:00'], 'Nascholing arbeidsgeneeskunde'),
    dayOff(2, 'casemanager', [on(3, 1), '00:00'], [on(3, 6), '00:00'], 'Vakantie'),
    dayOff(3, 'verpleegkundige.verbeek', [on(1, 3), '12:00'], [on(1, 3), '16:00'], 'Tandarts'),
    dayOff(4, 'bedrijfsarts.bakker', [on(4, 1), '13:00'], [on(4, 2), '12:00'], 'Congres'),
  ];
  const year = Number(today.slice(0, 4));
  const nationalHolidays = [year, year + 1].flatMap((each) =>
    missingHolidays([], each, (kind) => id(4, each * 100 + HOLIDAY_ORDER.indexOf(kind) + 1)),
  );
  return {
    schedules,
    timeConstraints,
    personalDaysOff,
    nationalHolidays,
    agendaUserSettings: Object.fromEntries(
      Object.entries(NEVER_BOOKED).map(([username, codes]) => [
        userNamed(username).id,
        { disallowedOperationIds: operationIds(catalogue, codes) },
      ]),
    ),
  };
}

const HOLIDAY_ORDER = [
  'new-year',
  'good-friday',
  'easter-sunday',
  'easter-monday',
  'kings-day',
  'liberation-day',
  'ascension-day',
  'whit-sunday',
  'whit-monday',
  'christmas-day',
  'boxing-day',
];

const operationIds = (catalogue: Catalogue, codes: readonly string[]): string[] =>
  codes.flatMap((code) =>
    catalogue.operations.filter((operation) => operation.code === code).map((op) => op.id),
  );
