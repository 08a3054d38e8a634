import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ListAppointments } from '../../../src/application/agenda/list-appointments';
import { fail } from '../../../src/domain/shared/result';
import { aColumn, FakeAgendaGateway, fakeOperations, rejected } from './agenda-fakes';

const period = { from: Temporal.PlainDate.from('2025-11-03'), until: Temporal.PlainDate.from('2025-11-09') };

describe('listing appointments', () => {
  it('asks the port for one page of the period with the filters, ordered by start', async () => {
    const gateway = new FakeAgendaGateway();
    const list = new ListAppointments(gateway, fakeOperations());
    const answer = await list.execute(
      {
        ...period,
        userId: 'u-2',
        locationId: 'loc-1',
        operationId: null,
        statuses: ['planned', 'planned'],
        descending: true,
      },
      { number: 2, size: 25 },
    );
    expect(answer.ok).toBe(true);
    expect(gateway.queries).toEqual([
      {
        ...period,
        userId: 'u-2',
        locationId: 'loc-1',
        operationId: null,
        statuses: ['planned'],
        descending: true,
        // The list shows each appointment's reminders.
        withReminders: true,
        page: { number: 2, size: 25 },
      },
    ]);
  });

  it('leaves out empty filters and starts at the first page', async () => {
    const gateway = new FakeAgendaGateway();
    await new ListAppointments(gateway, fakeOperations()).execute(
      { ...period, userId: '' },
      { number: 0, size: 10 },
    );
    expect(gateway.queries[0]).toMatchObject({
      userId: null,
      locationId: null,
      operationId: null,
      statuses: [],
      descending: false,
      page: { number: 1, size: 10 },
    });
  });

  it('hands back the rows and the total', async () => {
    const gateway = new FakeAgendaGateway();
    const answer = await new ListAppointments(gateway, fakeOperations()).execute(period, {
      number: 1,
      size: 10,
    });
    expect(answer.ok && answer.value.total).toBe(1);
    expect(answer.ok && answer.value.rows.map((row) => row.id)).toEqual(['a-1']);
  });

  it('offers the people as professionals and the rooms’ locations, each once and by name', async () => {
    const gateway = new FakeAgendaGateway();
    gateway.columnList = [
      aColumn({ id: 'u-2', name: 'Yilmaz' }),
      aColumn({ id: 'u-1', name: 'Bakker' }),
      aColumn({
        id: 'room-1',
        kind: 'room',
        name: 'Spreekkamer 1',
        locationIds: ['loc-2'],
        detail: 'Utrecht',
      }),
      aColumn({
        id: 'room-2',
        kind: 'room',
        name: 'Spreekkamer 2',
        locationIds: ['loc-2'],
        detail: 'Utrecht',
      }),
      aColumn({
        id: 'res-1',
        kind: 'resource',
        name: 'Audiometer',
        locationIds: ['loc-1'],
        detail: 'Amersfoort',
      }),
    ];
    const answer = await new ListAppointments(gateway, fakeOperations()).choices();
    expect(answer.ok && answer.value).toEqual({
      professionals: [
        { id: 'u-1', name: 'Bakker' },
        { id: 'u-2', name: 'Yilmaz' },
      ],
      locations: [
        { id: 'loc-1', name: 'Amersfoort' },
        { id: 'loc-2', name: 'Utrecht' },
      ],
    });
  });

  it('passes on a failure of the columns', async () => {
    const gateway = new FakeAgendaGateway();
    gateway.columnsAnswer = fail(rejected(403, 'Geen toegang.'));
    const answer = await new ListAppointments(gateway, fakeOperations()).choices();
    expect(answer.ok).toBe(false);
  });

  it('offers the operations with their names in both languages, or none the user may know', async () => {
    const operations = fakeOperations([
      { id: 'op-1', name: { nl: 'Spreekuur', en: 'Consultation' }, code: 'SPR', medical: true },
      { id: 'op-2', name: null, code: null },
    ]);
    const answer = await new ListAppointments(new FakeAgendaGateway(), operations).operations();
    expect(answer.ok && answer.value).toEqual([
      { id: 'op-1', name: { nl: 'Spreekuur', en: 'Consultation' }, code: 'SPR' },
      { id: 'op-2', name: null, code: null },
    ]);
  });
});
