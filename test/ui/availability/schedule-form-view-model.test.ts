import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../src/domain/shared/result';
import { PREVIEW_PAUSE_MS } from '../../../src/ui/screens/availability/schedule-preview';
import { TODAY } from '../../support/task-mother';
import { aPattern, aRecord, anException, rejected } from '../../application/availability/availability-fakes';
import { anAppointment } from '../../application/agenda/agenda-fakes';
import { scheduleFakes, scheduleForm, sessionOf, settle } from './availability-vm-setup';

const at = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Amsterdam]`);
/** A booked appointment of the person on Monday 23 November, in the schedule's hours at its location. */
const mondayAppointment = () =>
  anAppointment({
    id: 'a-23',
    userId: 'user-13',
    locationId: 'loc-1',
    start: at('2026-11-23T10:00'),
    end: at('2026-11-23T10:30'),
  });

const date = (text: string) => Temporal.PlainDate.from(text);

describe('the schedule form', () => {
  it('starts a new schedule today, shows the person fixed, and the preview from this week', async () => {
    const fakes = scheduleFakes();
    const vm = scheduleForm(fakes, null);
    vm.attach();
    await settle();
    expect(vm.load.state).toBe('ready');
    expect(vm.person.name).toBe('Kevin van Leeuwen');
    expect(vm.validFrom).toEqual(TODAY);
    expect(vm.places.map((place) => place.name)).toEqual(['Arbo Agenda Utrecht', 'Arbo Agenda Nijmegen']);
    expect(fakes.availability.asked).toEqual([date('2026-11-16')]);
    expect(vm.preview.weeks).toHaveLength(4);
  });

  it('checks a chosen location’s offer, and takes only the answer for the location chosen last', async () => {
    const fakes = scheduleFakes();
    const vm = scheduleForm(fakes, null);
    vm.attach();
    await settle();
    fakes.schedules.heldChecks = [];
    vm.setLocation('loc-1');
    vm.setLocation('loc-2');
    expect(vm.offerCheck).toBe('checking');
    const [first, second] = fakes.schedules.heldChecks;
    second?.resolve(ok(['op-3']));
    await settle();
    first?.resolve(ok(['op-1', 'op-2']));
    await settle();
    expect(vm.offerCheck).toBe('ready');
    expect([...vm.notOffered]).toEqual(['op-3']);
  });

  it('keeps an operation the location does not offer checked, says so, and does not send it', async () => {
    const fakes = scheduleFakes();
    fakes.schedules.notOffered = ['op-3'];
    const vm = scheduleForm(fakes, null);
    vm.attach();
    await settle();
    vm.setLocation('loc-2');
    await settle();
    vm.toggleOperation('op-3');
    vm.pattern.addBlock(1);
    expect(vm.chosenNotOffered.map((operation) => operation.id)).toEqual(['op-3']);
    await vm.submit();
    expect(vm.feedback.problemOf('operationIds')).toBe('invalid');
    expect(vm.operationIds.has('op-3')).toBe(true);
    expect(fakes.schedules.calls.filter((call) => call.startsWith('create'))).toEqual([]);
  });

  it('creates the schedule and opens its own screen, where exceptions are added', async () => {
    const fakes = scheduleFakes();
    const vm = scheduleForm(fakes, null);
    vm.attach();
    await settle();
    vm.setLocation('loc-1');
    await settle();
    vm.toggleOperation('op-1');
    vm.pattern.addBlock(6);
    vm.setRepeatKind('odd-weeks');
    await vm.submit();
    expect(fakes.schedules.inputs[0]).toMatchObject({ locationId: 'loc-1', repeat: { kind: 'odd-weeks' } });
    expect(fakes.navigator.visited).toEqual([`/agenda/user-13/availabilities/sch-new`]);
  });

  it('shows the server’s overlap next to the pattern and keeps every value typed', async () => {
    const fakes = scheduleFakes();
    fakes.schedules.saveAnswer = fail(
      rejected(422, 'Ongeldig.', {
        blocks: ['Dit rooster overlapt op 23 november 2026 met een ander rooster.'],
      }),
    );
    const vm = scheduleForm(fakes, 'sch-1');
    vm.attach();
    await settle();
    vm.setRepeatKind('every-n-weeks');
    vm.setRepeatWeeks('3');
    await vm.submit();
    expect(vm.feedback.serverMessageOf('blocks')).toMatch(/23 november 2026/);
    expect(vm.repeat).toEqual({ kind: 'every-n-weeks', weeks: 3 });
    expect(vm.pattern.blocks).toHaveLength(1);
    vm.pattern.addBlock(2);
    expect(vm.feedback.serverMessageOf('blocks')).toBeNull();
  });

  it('moves the preview to a later first day after a pause, and drops the answer of the weeks it left', async () => {
    const fakes = scheduleFakes();
    const vm = scheduleForm(fakes, null);
    fakes.availability.held = [];
    vm.attach();
    await settle();
    vm.setValidFrom(date('2027-03-03'));
    vm.setValidFrom(date('2027-03-10'));
    expect(fakes.availability.asked).toHaveLength(1);
    fakes.scheduler.advance(PREVIEW_PAUSE_MS);
    expect(fakes.availability.asked.map((asked) => asked.toString())).toEqual(['2026-11-16', '2027-03-08']);
    const [old, current] = fakes.availability.held;
    current?.resolve(ok(aPattern(date('2027-03-08'))));
    await settle();
    old?.resolve(ok(aPattern(date('2026-11-16'))));
    await settle();
    expect(vm.preview.from).toEqual(date('2027-03-08'));
    expect(vm.preview.pattern?.from).toEqual(date('2027-03-08'));
    expect(vm.preview.days?.[0]?.date).toEqual(date('2027-03-08'));
  });

  it('strikes an exception of the schedule in its preview as soon as it is added', async () => {
    const fakes = scheduleFakes();
    fakes.schedules.records = [aRecord({ validFrom: date('2026-11-02') })];
    const vm = scheduleForm(fakes, 'sch-1');
    vm.attach();
    await settle();
    const monday = () => vm.preview.days?.find((day) => day.date.equals(date('2026-11-23')));
    expect(monday()?.available).toHaveLength(1);
    vm.exceptions?.setDate(date('2026-11-23'));
    await vm.exceptions?.add();
    expect(monday()?.available).toEqual([]);
    expect(monday()?.exceptions).toHaveLength(1);
  });

  it('a day-off exception over a booked appointment lists it and is added only once the planner says so', async () => {
    const fakes = scheduleFakes();
    fakes.schedules.records = [aRecord({ validFrom: date('2026-11-02') })];
    fakes.agenda.rows = [mondayAppointment()];
    const vm = scheduleForm(fakes, 'sch-1');
    vm.attach();
    await settle();
    const exceptions = vm.exceptions;
    if (!exceptions) throw new Error('no exceptions');
    exceptions.setDate(date('2026-11-23'));
    await exceptions.add();
    expect(exceptions.hits.hits.map((hit) => hit.id)).toEqual(['a-23']);
    expect(fakes.schedules.constraintInputs).toEqual([]);
    // A shorter day that keeps 10:00–10:30 hits nothing and is added at once.
    exceptions.setKind('shorter');
    exceptions.setStart(Temporal.PlainTime.from('09:00'));
    exceptions.setEnd(Temporal.PlainTime.from('12:00'));
    await exceptions.add();
    expect(fakes.schedules.constraintInputs).toHaveLength(1);
    exceptions.setKind('day-off');
    exceptions.setDate(date('2026-11-23'));
    await exceptions.add();
    expect(exceptions.hits.asking).toBe(true);
    await exceptions.addAnyway();
    expect(fakes.schedules.constraintInputs).toHaveLength(2);
  });

  it('a schedule ended before a booked appointment lists it, and saves once the planner says so', async () => {
    const fakes = scheduleFakes();
    fakes.schedules.records = [aRecord({ validFrom: date('2026-11-02') })];
    fakes.agenda.rows = [mondayAppointment()];
    const vm = scheduleForm(fakes, 'sch-1');
    vm.attach();
    await settle();
    vm.setValidUntil(date('2026-11-22'));
    await vm.submit();
    expect(vm.hits.hits.map((hit) => hit.id)).toEqual(['a-23']);
    expect(fakes.agenda.queries[0]).toMatchObject({ from: TODAY, userId: 'user-13' });
    expect(fakes.schedules.inputs).toEqual([]);
    await vm.saveAnyway();
    expect(fakes.schedules.inputs).toHaveLength(1);
    expect(vm.hits.asking).toBe(false);
  });

  it('cancels what a day-off exception or an ended schedule hits, and then adds or saves', async () => {
    const fakes = scheduleFakes();
    fakes.schedules.records = [aRecord({ validFrom: date('2026-11-02') })];
    fakes.agenda.rows = [mondayAppointment()];
    const vm = scheduleForm(fakes, 'sch-1');
    vm.attach();
    await settle();
    const exceptions = vm.exceptions;
    if (!exceptions) throw new Error('no exceptions');
    exceptions.setDate(date('2026-11-23'));
    await exceptions.add();
    await exceptions.cancelAndAdd();
    expect(fakes.agenda.moves).toEqual([{ id: 'a-23', status: 'cancelled', email: true }]);
    expect(fakes.schedules.constraintInputs).toHaveLength(1);
    expect(exceptions.hits.asking).toBe(false);
    // The schedule ended before another booked appointment: nobody told, as the planner chose.
    fakes.agenda.rows = [mondayAppointment()];
    vm.setValidUntil(date('2026-11-22'));
    await vm.submit();
    vm.hits.setEmail(false);
    await vm.cancelAndSave();
    expect(fakes.agenda.moves.at(-1)).toEqual({ id: 'a-23', status: 'cancelled', email: false });
    expect(fakes.schedules.inputs).toHaveLength(1);
  });

  it('shows a schedule read-only to someone who may only look, and refuses to save it', async () => {
    const fakes = scheduleFakes();
    const vm = scheduleForm(fakes, 'sch-1', sessionOf(['see_agenda_users_calendars']));
    vm.attach();
    await settle();
    expect(vm.canManage).toBe(false);
    expect(vm.editable).toBe(false);
    await vm.submit();
    expect(fakes.schedules.calls.some((call) => call.startsWith('update'))).toBe(false);
  });

  it('lets a deleted schedule be restored before it changes again', async () => {
    const fakes = scheduleFakes();
    fakes.schedules.records = [
      aRecord(
        {},
        { deletedAt: Temporal.Instant.from('2026-11-20T10:00:00Z'), timeConstraints: [anException()] },
      ),
    ];
    const vm = scheduleForm(fakes, 'sch-1');
    vm.attach();
    await settle();
    expect(vm.deleted).toBe(true);
    expect(vm.editable).toBe(false);
    expect(vm.exceptions?.list).toHaveLength(1);
    await vm.restore();
    expect(vm.deleted).toBe(false);
    expect(vm.editable).toBe(true);
  });

  it('says "not found" for a schedule of someone else under this person’s address', async () => {
    const fakes = scheduleFakes();
    fakes.schedules.records = [aRecord({ userId: 'someone-else' })];
    const vm = scheduleForm(fakes, 'sch-1');
    vm.attach();
    await settle();
    expect(vm.load.state).toBe('not-found');
  });
});
