import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ChangeAppointmentStatus } from '../../../../src/application/agenda/change-appointment-status';
import { FollowAgendaChanges } from '../../../../src/application/agenda/follow-agenda-changes';
import type {
  Consultation,
  ConsultationDay,
  ConsultationGateway,
} from '../../../../src/application/consultations/consultation-gateway';
import { ConsultationHour } from '../../../../src/application/consultations/consultation-hour';
import { ok } from '../../../../src/domain/shared/result';
import {
  ConsultationHourViewModel,
  RECOUNT_MS,
} from '../../../../src/ui/screens/consultations/consultation-hour-view-model';
import { FakeScheduler } from '../../../support/fake-scheduler';
import { FakeSessionStore, RecordingNotifier } from '../../../support/fakes';
import { aUser } from '../../../support/user-mother';
import {
  aChangeBy,
  aColumn,
  anAppointment,
  FakeAgendaChangeFeed,
  FakeAgendaGateway,
  WednesdayClock,
} from '../../../application/agenda/agenda-fakes';

const aConsultation = (changes: Partial<Consultation> = {}): Consultation => ({
  appointment: anAppointment(),
  arrivedAt: null,
  statusAt: null,
  reminders: [],
  followUp: null,
  ...changes,
});

/** The day as the back office has it: the consultations' appointments as the agenda's fake now holds them. */
class DayGateway implements ConsultationGateway {
  readonly asked: (string | null)[] = [];
  consultations: Consultation[] = [aConsultation()];
  constructor(private readonly agenda: FakeAgendaGateway) {}
  day(userId: string | null, date: Temporal.PlainDate) {
    this.asked.push(userId);
    const day: ConsultationDay = {
      date,
      userId: userId ?? 'u-1',
      userName: 'Dr. A. Bakker',
      lateAfterMinutes: 10,
      consultations: this.consultations.map((consultation) => ({
        ...consultation,
        appointment:
          this.agenda.rows.find((row) => row.id === consultation.appointment.id) ?? consultation.appointment,
      })),
    };
    return Promise.resolve(ok(day));
  }
  attendance(from: string, until: string) {
    return Promise.resolve(
      ok({ from, until, rows: [], total: { held: 0, noShows: 0, cancelled: 0, noShowPercentage: null } }),
    );
  }
  saveSettings(settings: { lateAfterMinutes: number }) {
    return Promise.resolve(ok(settings));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(permissions: readonly string[]) {
  const agenda = new FakeAgendaGateway();
  agenda.columnList = [
    aColumn({ id: 'u-7', name: 'Dr. B. de Jong' }),
    aColumn({ id: 'room-1', kind: 'room' }),
  ];
  const clock = new WednesdayClock();
  const notifier = new RecordingNotifier();
  const feed = new FakeAgendaChangeFeed();
  const session = new FakeSessionStore();
  session.signIn(aUser().withRole(permissions).build());
  const gateway = new DayGateway(agenda);
  const scheduler = new FakeScheduler();
  const hour = new ConsultationHour(
    gateway,
    agenda,
    new ChangeAppointmentStatus(agenda, clock, notifier),
    new FollowAgendaChanges(feed, session),
    clock,
    notifier,
  );
  const vm = new ConsultationHourViewModel(hour, session, scheduler);
  return { vm, gateway, agenda, clock, feed, scheduler, notifier };
}

describe('the consultation hour’s screen', () => {
  it('opens a professional’s own day, and the desk without a day of its own on the first professional’s', async () => {
    const own = setUp(['has_calendar']);
    own.vm.attach();
    await settle();
    expect(own.gateway.asked).toEqual([null]);
    expect(own.vm.choosesProfessional).toBe(false);

    const desk = setUp(['see_agenda_users_calendars']);
    desk.vm.attach();
    await settle();
    expect(desk.gateway.asked).toEqual(['u-7']);
    expect(desk.vm.professionals.map((person) => person.id)).toEqual(['u-7']);
  });

  it('counts the late minutes again as time passes, without a reload', async () => {
    const { vm, clock, scheduler, gateway } = setUp(['has_calendar']);
    vm.attach();
    await settle();
    // 10:00 against a 09:00 start.
    expect(vm.lines[0]?.moment.lateByMinutes).toBe(60);
    clock.at = clock.at.add({ minutes: 5 });
    scheduler.advance(RECOUNT_MS);
    expect(vm.lines[0]?.moment.lateByMinutes).toBe(65);
    expect(gateway.asked).toHaveLength(1);
  });

  it('marks with one keystroke what the line may be marked with, and ignores any other key', async () => {
    const { vm, agenda } = setUp(['has_calendar']);
    vm.attach();
    await settle();
    const line = vm.lines[0];
    if (!line) throw new Error('no line');
    expect(vm.key(line, 'x')).toBe(false);
    expect(vm.key(line, 'A')).toBe(true);
    await settle();
    expect(agenda.calls).toEqual(['changeStatus a-1 arrived']);
    expect(vm.lines[0]?.consultation.appointment.status).toBe('arrived');
  });

  it('loads the day again when a colleague changes it', async () => {
    const { vm, feed, gateway } = setUp(['has_calendar']);
    vm.attach();
    await settle();
    feed.emit({ type: 'changes', changes: [aChangeBy('desk', anAppointment(), { kind: 'status' })] });
    await settle();
    expect(gateway.asked).toHaveLength(2);
    expect(vm.state).toBe('ready');
  });

  it('keeps a wrong late setting as typed and says why, without calling the back office', async () => {
    const { vm } = setUp(['has_calendar', 'manage_user_roles_permissions']);
    vm.attach();
    await settle();
    expect(vm.setsLateness).toBe(true);
    expect(vm.lateAfterDraft).toBe('10');
    vm.setLateAfterDraft('61');
    await vm.saveLateAfter();
    expect(vm.settingsProblem).toBe('invalid');
    expect(vm.lateAfterDraft).toBe('61');
    vm.setLateAfterDraft('15');
    await vm.saveLateAfter();
    expect(vm.settingsProblem).toBeNull();
    expect(vm.day?.lateAfterMinutes).toBe(15);
  });
});
