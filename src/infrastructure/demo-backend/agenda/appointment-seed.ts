import type { DemoUser } from '../access/seed';
import { EMPLOYEES, EMPLOYERS, USERS } from '../access/seed';
import { amsterdamDate, amsterdamMoment, dayNumber, isoDate, isoWeekday } from '../platform/amsterdam-time';
import type { SeededRandom } from '../platform/seeded-random';
import { seededRandom } from '../platform/seeded-random';
import { PROFESSIONALS } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';

/** The agenda's part of the state: the professionals' appointments, with the employees they see. */

export interface StoredAppointment {
  id: string;
  userId: string;
  start: string;
  end: string;
  title: string;
  location: string | null;
  employeeId: string | null;
}

export interface AgendaState {
  appointments: StoredAppointment[];
}

const FIRST_APPOINTMENT_ID = 500_001;

const OFFICES = [
  'Utrecht, Arbo Agenda kantoor',
  'Tiel, Arbo Agenda spreekuurlocatie',
  'Venlo, Arbo Agenda spreekuurlocatie',
];
const EMPLOYER_CITIES = ['Utrecht', 'Tiel', 'Venlo'];

const APPOINTMENT_KINDS: readonly (readonly [
  {
    readonly title: string;
    readonly minutes: readonly number[];
    readonly where: 'office' | 'none' | 'employer';
    readonly withEmployee: boolean;
  },
  number,
])[] = [
  [{ title: 'Spreekuur', minutes: [30, 45], where: 'office', withEmployee: true }, 6],
  [{ title: 'Telefonisch consult', minutes: [15, 30], where: 'none', withEmployee: true }, 4],
  [{ title: 'Videoconsult', minutes: [30], where: 'none', withEmployee: true }, 1],
  [{ title: 'Driegesprek', minutes: [45, 60], where: 'office', withEmployee: true }, 1],
  [{ title: 'Werkplekonderzoek', minutes: [60, 90], where: 'employer', withEmployee: true }, 1],
  [{ title: 'Casuïstiekoverleg', minutes: [60], where: 'office', withEmployee: false }, 0.6],
];

/**
 * The agenda as of `seedTime`, with a fixed seed of its own (the same day gives the same agenda), its
 * consultations about the employees of the open dossiers given.
 */
export function seedAgenda(seedTime: number, dossiers: readonly StoredDossier[]): AgendaState {
  const doctor = USERS.find((user) => user.username === 'doctor');
  if (!doctor) throw new Error('No seeded user doctor');
  const random = seededRandom(0xa6e1_2026);
  return { appointments: seedAppointments(random, dossiers, dayNumber(amsterdamDate(seedTime)), doctor) };
}

/**
 * The professionals' agendas from three days back to a week ahead, on working days between 08:30 and
 * 17:00 in Amsterdam; the doctor also has consultations today whatever day it is.
 */
function seedAppointments(
  random: SeededRandom,
  dossiers: readonly StoredDossier[],
  today: number,
  doctor: DemoUser,
): StoredAppointment[] {
  const appointments: StoredAppointment[] = [];
  const openCases = dossiers.filter((dossier) => dossier.status === 'open');
  for (const user of PROFESSIONALS) {
    const cases = openCases.filter((dossier) => dossier.ownerId === user.id);
    for (let day = today - 3; day <= today + 7; day += 1) {
      const workday = isoWeekday(day) <= 5;
      const doctorToday = user === doctor && day === today;
      if (!workday && !doctorToday) continue;
      const wanted = doctorToday ? random.int(4, 6) : random.int(2, 6);
      let minute = 8 * 60 + 30 + random.int(0, 2) * 15;
      for (let made = 0; made < wanted; made += 1) {
        const kind = random.weighted(APPOINTMENT_KINDS);
        const length = random.pick(kind.minutes);
        if (minute + length > 17 * 60) break;
        const dossier = kind.withEmployee ? random.pick(cases.length > 0 ? cases : openCases) : null;
        const employee = dossier
          ? EMPLOYEES.find((candidate) => candidate.id === dossier.employeeId)
          : undefined;
        const employerIndex = EMPLOYERS.findIndex((employer) => employer.id === employee?.employerId);
        const location =
          kind.where === 'office'
            ? random.pick(OFFICES)
            : kind.where === 'employer'
              ? `${EMPLOYER_CITIES[employerIndex] ?? 'Utrecht'}, ${EMPLOYERS[employerIndex]?.name ?? ''}`
              : null;
        const date = isoDate(day);
        appointments.push({
          id: String(FIRST_APPOINTMENT_ID + appointments.length),
          userId: user.id,
          start: amsterdamMoment(date, minute),
          end: amsterdamMoment(date, minute + length),
          title: kind.title,
          location,
          employeeId: employee?.id ?? null,
        });
        minute += length + random.pick([0, 0, 15, 15, 30, 45]);
      }
    }
  }
  return appointments;
}
