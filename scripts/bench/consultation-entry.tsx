/**
 * The consultation hour's day (src/ui/screens/consultations/consultation-hour-screen.tsx, its `Day`)
 * on the bench page, with its own view-model over a day of consultations held in memory: what the
 * screen draws, and what it does when a live change comes in (the day answered again with one
 * consultation's status moved, drawn synchronously).
 */
import { observable, runInAction } from 'mobx';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Temporal } from 'temporal-polyfill';
import { ChangeAppointmentStatus } from '../../src/application/agenda/change-appointment-status';
import type { FollowAgendaChanges } from '../../src/application/agenda/follow-agenda-changes';
import type { AgendaGateway, Appointment } from '../../src/application/agenda/agenda-gateway';
import type {
  Consultation,
  ConsultationDay,
  ConsultationGateway,
} from '../../src/application/consultations/consultation-gateway';
import { ConsultationHour } from '../../src/application/consultations/consultation-hour';
import type { Notifier } from '../../src/application/platform/notifier';
import type { SessionStore } from '../../src/application/session/session-store';
import type { AppointmentStatus } from '../../src/domain/agenda/appointment';
import { UserType } from '../../src/domain/access/user';
import { ok } from '../../src/domain/shared/result';
import { addAreaTexts, createI18n } from '../../src/i18n/create-i18n';
import { coreNl } from '../../src/i18n/core/nl';
import { texts as consultationTexts } from '../../src/i18n/consultations';
import type { PortalServices } from '../../src/ui/portal-services';
import { Day } from '../../src/ui/screens/consultations/consultation-hour-screen';
import { ConsultationHourViewModel } from '../../src/ui/screens/consultations/consultation-hour-view-model';
import { ServicesProvider } from '../../src/ui/services-context';
import '../../src/ui/styles/portal.css';
import '../../src/ui/screens/consultations/consultations.css';

const ZONE = 'Europe/Amsterdam';
const DATE = Temporal.PlainDate.from('2026-03-10');
/** The moment the day is looked at: the middle of the morning, so lines are past, late and to come. */
const NOW = DATE.toZonedDateTime({ timeZone: ZONE, plainTime: '10:20' });
const STATUSES: readonly AppointmentStatus[] = ['completed', 'arrived', 'planned', 'confirmed', 'no_show'];
const NEXT: Readonly<Record<AppointmentStatus, AppointmentStatus>> = {
  planned: 'arrived',
  confirmed: 'arrived',
  arrived: 'completed',
  completed: 'arrived',
  no_show: 'planned',
  cancelled: 'planned',
};

/** Consultation `index` of the day: a quarter of an hour each from 08:00, with an employee and a room. */
function consultationAt(index: number): Consultation {
  const start = DATE.toZonedDateTime({ timeZone: ZONE, plainTime: '08:00' }).add({ minutes: 15 * index });
  const status = start.until(NOW).sign > 0 ? (STATUSES[index % STATUSES.length] ?? 'planned') : 'planned';
  const appointment: Appointment = {
    id: `c-${index}`,
    start,
    end: start.add({ minutes: 15 }),
    status,
    channel: index % 7 === 3 ? 'phone' : 'on_site',
    userId: 'u-1',
    userName: 'Dr. A. Bakker',
    operation: null,
    title: 'Spreekuur bedrijfsarts',
    detailsHidden: true,
    employee: { id: `e-${index}`, name: `Werknemer ${index + 1}`, employerName: 'Bakkerij De Korenaar B.V.' },
    locationId: 'loc-1',
    location: 'Arbo Agenda Utrecht',
    roomId: 'room-1',
    roomName: 'Spreekkamer 1.03',
    resources: [],
    note: null,
    seriesId: null,
    version: 1,
  };
  return {
    appointment,
    arrivedAt:
      status === 'arrived' || status === 'completed' ? start.subtract({ minutes: 4 }).toInstant() : null,
    statusAt: status === 'planned' ? null : start.toInstant(),
    reminders: [{ at: start.subtract({ hours: 24 }).toInstant(), channel: 'email', state: 'sent' }],
    followUp: null,
  };
}

/** The day's lines, their view-model, and `change(index)`: a live change applied to consultation `index`. */
export async function mountConsultationHour(
  element: HTMLElement,
  count: number,
): Promise<{ change: (index: number) => void; unmount: () => void }> {
  let consultations = Array.from({ length: count }, (_, index) => consultationAt(index));
  const dayOf = (): ConsultationDay => ({
    date: DATE,
    userId: 'u-1',
    userName: 'Dr. A. Bakker',
    lateAfterMinutes: 10,
    consultations,
  });
  const gateway = {
    day: () => Promise.resolve(ok(dayOf())),
  } as unknown as ConsultationGateway;
  const clock = { now: () => NOW, today: () => DATE };
  const quiet: Notifier = { notify: () => undefined } as unknown as Notifier;
  const hour = new ConsultationHour(
    gateway,
    {} as AgendaGateway,
    // Its choices only (what a line may be marked with); nothing is marked on the bench.
    new ChangeAppointmentStatus({} as AgendaGateway, clock, quiet),
    { follow: () => () => undefined } as unknown as FollowAgendaChanges,
    clock,
    quiet,
  );
  const session = {
    status: 'authenticated',
    user: {
      id: 'u-1',
      username: 'doctor',
      displayName: 'Dr. A. Bakker',
      email: 'doctor@example.test',
      userTypeId: UserType.internal,
      isMedical: true,
      roles: [{ id: 1, name: 'physician', product: 'agenda', functionalities: ['has_calendar'] }],
      twoFactorSetupCompleted: true,
      twoFactorMethod: null,
      maskedMobile: null,
      partnerPortals: ['arbo'],
      employer: null,
    },
  } as unknown as SessionStore;
  const scheduler = { after: () => () => undefined, every: () => () => undefined, now: () => 0 };
  const vm = new ConsultationHourViewModel(hour, session, scheduler);
  await vm.load();

  const i18n = createI18n('nl', { nl: coreNl });
  await addAreaTexts(i18n, consultationTexts, 'nl');
  const locale = observable({ current: 'nl' as const, change: () => Promise.resolve() });
  const services = { i18n, locale, session } as unknown as PortalServices;
  const root = createRoot(element);
  flushSync(() =>
    root.render(
      <ServicesProvider value={services}>
        <Day vm={vm} />
      </ServicesProvider>,
    ),
  );
  return {
    change: (index) => {
      const at = index % consultations.length;
      consultations = consultations.map((consultation, position) =>
        position === at
          ? {
              ...consultation,
              appointment: {
                ...consultation.appointment,
                status: NEXT[consultation.appointment.status],
                version: consultation.appointment.version + 1,
              },
              statusAt: NOW.toInstant(),
            }
          : consultation,
      );
      // As a live reload lands: the day answered again, put in place at once.
      const next = dayOf();
      flushSync(() => runInAction(() => (vm.day = next)));
    },
    unmount: () => root.unmount(),
  };
}
