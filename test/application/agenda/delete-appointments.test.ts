import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../src/application/agenda/agenda-gateway';
import { DeleteAppointment } from '../../../src/application/agenda/delete-appointment';
import { DeleteRecurringAppointment } from '../../../src/application/agenda/delete-recurring-appointment';
import { fail, ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { aMoment } from '../../domain/agenda/agenda-arbitraries';
import { anAppointment, FakeAgendaGateway, rejected } from './agenda-fakes';

/** The deletions the back office is asked for, answered as the test says. */
class DeletingGateway extends FakeAgendaGateway {
  readonly removals: { id: string; email: boolean }[] = [];
  readonly seriesRemovals: { seriesId: string; appointmentId: string; dateFrom: string; email: boolean }[] =
    [];
  refusal: string | null = null;
  override remove = (id: string, email: boolean) => {
    this.removals.push({ id, email });
    return Promise.resolve(this.refusal ? fail(rejected(409, this.refusal)) : ok(undefined));
  };
  override removeSeriesFrom = (
    seriesId: string,
    appointmentId: string,
    dateFrom: Temporal.PlainDate,
    email: boolean,
  ) => {
    this.seriesRemovals.push({ seriesId, appointmentId, dateFrom: dateFrom.toString(), email });
    return Promise.resolve(this.refusal ? fail(rejected(409, this.refusal)) : ok({ removed: 2, kept: 1 }));
  };
}

function setUp() {
  const agenda = new DeletingGateway();
  const notifier = new RecordingNotifier();
  return {
    agenda,
    notifier,
    one: new DeleteAppointment(agenda, notifier),
    series: new DeleteRecurringAppointment(agenda, notifier),
  };
}

describe('deleting one appointment', () => {
  it('tells the employee only when asked and there is one, and says it is done and who was told', async () => {
    const { agenda, notifier, one } = setUp();
    expect(await one.execute(anAppointment({ id: 'a-1' }), { tellEmployee: true })).toEqual(ok(undefined));
    await one.execute(anAppointment({ id: 'a-2', employee: null }), { tellEmployee: true });
    await one.execute(anAppointment({ id: 'a-3' }), { tellEmployee: false });
    expect(agenda.removals).toEqual([
      { id: 'a-1', email: true },
      { id: 'a-2', email: false },
      { id: 'a-3', email: false },
    ]);
    const told = anAppointment().employee?.name ?? '';
    expect(told).not.toBe('');
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'agenda.notices.deletedTold', values: { name: told } },
      { type: 'success', title: 'agenda.notices.deleted' },
      { type: 'success', title: 'agenda.notices.deleted' },
    ]);
  });

  it('shows a refusal in the back office’s own words', async () => {
    const { agenda, notifier, one } = setUp();
    agenda.refusal = 'Deze afspraak is al afgerond.';
    expect(await one.execute(anAppointment(), { tellEmployee: false })).toEqual(
      fail('appointment.delete.refused'),
    );
    expect(notifier.notices).toEqual([
      { type: 'error', title: 'Deze afspraak is al afgerond.', verbatim: true },
    ]);
  });
});

/** A weekly series of appointments from a first moment, with the series id s-1. */
const seriesOf = (first: Temporal.ZonedDateTime, count: number): Appointment[] =>
  Array.from({ length: count }, (_, index) =>
    anAppointment({
      id: `a-${index}`,
      seriesId: 's-1',
      start: first.add({ weeks: index }),
      end: first.add({ weeks: index, minutes: 30 }),
    }),
  );

describe('deleting a recurring appointment from its date on', () => {
  it('property: keeps every earlier occurrence, removes the chosen one and every later one, and tells the employee as asked', async () => {
    await fc.assert(
      fc.asyncProperty(
        aMoment,
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        async (first, count, pick, tell, withEmployee) => {
          const { agenda, notifier, series } = setUp();
          const loaded = seriesOf(first, count).map((appointment) =>
            withEmployee ? appointment : { ...appointment, employee: null },
          );
          const chosen = loaded[pick % count] as Appointment;
          const other = anAppointment({ id: 'x-1', seriesId: 's-2', start: chosen.start.add({ days: 1 }) });
          const result = await series.execute(chosen, { tellEmployee: tell }, [...loaded, other]);
          if (!result.ok) throw new Error('refused');
          const from = chosen.start.toPlainDate();
          const later = loaded.filter(
            (appointment) => Temporal.PlainDate.compare(appointment.start.toPlainDate(), from) >= 0,
          );
          expect(result.value.removedIds).toEqual(later.map((appointment) => appointment.id));
          expect(result.value.removedIds).toContain(chosen.id);
          expect(result.value.removedIds).not.toContain('x-1');
          expect(agenda.seriesRemovals).toEqual([
            {
              seriesId: 's-1',
              appointmentId: chosen.id,
              dateFrom: from.toString(),
              email: tell && withEmployee,
            },
          ]);
          // The message says whether, and whom, the employee's mail went to.
          expect(notifier.notices.map((notice) => notice.title)).toEqual([
            tell && withEmployee ? 'agenda.notices.seriesDeletedTold' : 'agenda.notices.seriesDeleted',
          ]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses an appointment outside a series before asking anything', async () => {
    const { agenda, series } = setUp();
    expect(await series.execute(anAppointment({ seriesId: null }), { tellEmployee: true })).toEqual(
      fail('appointment.delete.notInSeries'),
    );
    expect(agenda.seriesRemovals).toEqual([]);
  });
});
