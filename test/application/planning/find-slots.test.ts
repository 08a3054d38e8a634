import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { EmployeeGateway } from '../../../src/application/people/employee-gateway';
import type { AgendaGateway, AppointmentInput } from '../../../src/application/agenda/agenda-gateway';
import type {
  AgendaUserAvailabilityQuery,
  AvailabilityGateway,
} from '../../../src/application/availability/availability-gateway';
import type { LocationGateway, OperationGateway } from '../../../src/application/locations/location-gateway';
import type { PlanningOperation, PlanningRequest } from '../../../src/application/planning/find-slots';
import { FindSlots, planningProblems } from '../../../src/application/planning/find-slots';
import { fail, ok } from '../../../src/domain/shared/result';
import { anAppointment, WednesdayClock } from '../agenda/agenda-fakes';

const zoned = (text: string) => Temporal.ZonedDateTime.from(`${text}[Europe/Amsterdam]`);
const date = (text: string) => Temporal.PlainDate.from(text);

const audiometry: PlanningOperation = {
  id: 'op-audio',
  name: { nl: 'Audiometrie', en: 'Audiometry' },
  needs: {
    durationMinutes: 30,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    needsRoom: true,
    resourceTypeIds: ['type-audiometer'],
  },
  locationIds: ['loc-utrecht'],
};

const request = (changes: Partial<PlanningRequest> = {}): PlanningRequest => ({
  operationId: 'op-audio',
  locationIds: [],
  from: date('2025-11-06'),
  until: date('2025-11-07'),
  preferredUserId: null,
  partOfDay: 'any',
  channel: 'on_site',
  ...changes,
});

function setUp() {
  const asked: AgendaUserAvailabilityQuery[] = [];
  const created: AppointmentInput[] = [];
  let refusal: { status: number; message: string } | null = null;
  const availability = {
    agendaUsers: (query: AgendaUserAvailabilityQuery) => {
      asked.push(query);
      return Promise.resolve(
        ok([
          {
            userId: 'u-1',
            displayName: 'Dr. A. Bakker',
            free: [
              {
                start: zoned('2025-11-06T09:00:00+01:00'),
                end: zoned('2025-11-06T10:00:00+01:00'),
                locationId: 'loc-utrecht',
                scheduleId: 's-1',
              },
            ],
          },
        ]),
      );
    },
    rooms: () =>
      Promise.resolve(
        ok([
          {
            roomId: 'room-1',
            locationId: 'loc-utrecht',
            name: 'Spreekkamer 1',
            free: [{ start: zoned('2025-11-06T08:00:00+01:00'), end: zoned('2025-11-06T18:00:00+01:00') }],
          },
        ]),
      ),
    resources: () =>
      Promise.resolve(
        ok([
          {
            resourceId: 'res-1',
            locationId: 'loc-utrecht',
            resourceTypeId: 'type-audiometer',
            name: 'Audiometer 1',
            free: [{ start: zoned('2025-11-06T09:30:00+01:00'), end: zoned('2025-11-06T18:00:00+01:00') }],
          },
        ]),
      ),
  } as unknown as AvailabilityGateway;
  const agenda = {
    create: (input: AppointmentInput) => {
      created.push(input);
      return Promise.resolve(
        refusal
          ? fail({
              kind: 'rejected' as const,
              status: refusal.status,
              message: refusal.message,
              code: null,
              fieldErrors: {},
              told: false,
            })
          : ok({ appointment: anAppointment({ id: 'new' }), created: 1 }),
      );
    },
  } as unknown as AgendaGateway;
  // The employee an address names, as the people calls answer them.
  const people = {
    employee: (id: string) =>
      Promise.resolve(
        id === 'e-1'
          ? ok({
              id,
              name: 'Jan Jansen',
              employer: { id: 'emp-1', name: 'Bakkerij De Gouden Korenaar' },
              openDossierId: 'd-1',
            })
          : fail({
              kind: 'rejected' as const,
              status: 404,
              message: 'Niet gevonden.',
              code: null,
              fieldErrors: {},
              told: true,
            }),
      ),
  } as unknown as EmployeeGateway;
  const finder = new FindSlots(
    availability,
    {} as OperationGateway,
    {} as LocationGateway,
    agenda,
    new WednesdayClock(),
    people,
  );
  return {
    finder,
    asked,
    created,
    refuse: (status: number, message: string) => {
      refusal = { status, message };
    },
  };
}

describe('finding free slots', () => {
  it('starts from the employee an address names, as the planner may book for them', async () => {
    const { finder } = setUp();
    expect(await finder.employee('e-1')).toEqual(
      ok({
        id: 'e-1',
        name: 'Jan Jansen',
        employerId: 'emp-1',
        employerName: 'Bakkerij De Gouden Korenaar',
        openDossierId: 'd-1',
      }),
    );
    expect((await finder.employee('e-9')).ok).toBe(false);
  });

  it('a request without an operation, or with a period backwards or too long, is not asked', () => {
    expect(planningProblems(request({ operationId: '' }))).toEqual(['planning.noOperation']);
    expect(planningProblems(request({ until: date('2025-11-01') }))).toEqual(['planning.periodBackwards']);
    expect(planningProblems(request({ until: date('2025-12-31') }))).toEqual(['planning.periodTooLong']);
  });

  it('offers only where the professional, a room and an audiometer are free at once', async () => {
    const { finder, asked } = setUp();
    const answer = await finder.search(request(), audiometry);
    expect(asked[0]).toMatchObject({ operationId: 'op-audio', locationId: null });
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(
      answer.value.slots.map((slot) => [
        slot.start.toPlainTime().toString(),
        slot.roomName,
        slot.resourceNames,
      ]),
    ).toEqual([['09:30:00', 'Spreekkamer 1', ['Audiometer 1']]]);
  });

  it('asks nothing of rooms and equipment for a phone call, and ranks the slots that leave no gap first', async () => {
    const { finder } = setUp();
    const answer = await finder.search(request({ channel: 'phone' }), audiometry);
    expect(answer.ok && answer.value.slots.map((slot) => slot.start.toPlainTime().toString())).toEqual([
      '09:00:00',
      '09:30:00',
      '09:15:00',
    ]);
  });

  it('a location where the operation is not offered gives no slots', async () => {
    const { finder } = setUp();
    const answer = await finder.search(request({ locationIds: ['loc-nijmegen'] }), audiometry);
    expect(answer.ok && answer.value.slots).toEqual([]);
  });

  it('books the slot for the employee, and a slot taken meanwhile comes back as taken, in the back office’s words', async () => {
    const { finder, created, refuse } = setUp();
    const answer = await finder.search(request(), audiometry);
    if (!answer.ok) throw new Error('no answer');
    const slot = answer.value.slots[0];
    if (!slot) throw new Error('no slot');
    expect((await finder.book(slot, request(), 'e-1', ' graag ')).ok).toBe(true);
    expect(created[0]).toMatchObject({
      userId: 'u-1',
      employeeId: 'e-1',
      locationId: 'loc-utrecht',
      roomId: 'room-1',
      resourceIds: ['res-1'],
      channel: 'on_site',
      note: 'graag',
    });
    expect(created[0]?.startTime.toString()).toBe('09:30:00');
    refuse(409, 'De ruimte is dan al geboekt.');
    expect(await finder.book(slot, request(), 'e-1', '')).toEqual(
      fail({ code: 'planning.taken', message: 'De ruimte is dan al geboekt.' }),
    );
  });

  it('an employer looks for an operation only at the locations open to employers', async () => {
    const operations = {
      engine: () =>
        Promise.resolve(
          ok([{ ...audiometry.needs, operationId: 'op-talk', locationIds: ['loc-utrecht', 'loc-nijmegen'] }]),
        ),
      allOperations: () =>
        Promise.resolve(
          ok([{ id: 'op-talk', name: { nl: 'Driegesprek', en: 'Three-way talk' }, employerBookable: true }]),
        ),
    } as unknown as OperationGateway;
    const locations = {
      locations: () =>
        Promise.resolve(
          ok({
            rows: [
              { id: 'loc-utrecht', name: 'Utrecht', employerBookable: true },
              { id: 'loc-nijmegen', name: 'Nijmegen', employerBookable: false },
            ],
          }),
        ),
    } as unknown as LocationGateway;
    const finder = new FindSlots(
      {} as AvailabilityGateway,
      operations,
      locations,
      {} as AgendaGateway,
      new WednesdayClock(),
      {} as EmployeeGateway,
    );
    const forEmployer = await finder.choices(true);
    expect(forEmployer.ok && forEmployer.value.operations.map((operation) => operation.locationIds)).toEqual([
      ['loc-utrecht'],
    ]);
    expect(forEmployer.ok && forEmployer.value.locations.map((location) => location.id)).toEqual([
      'loc-utrecht',
    ]);
    const forPlanner = await finder.choices(false);
    expect(forPlanner.ok && forPlanner.value.operations[0]?.locationIds).toEqual([
      'loc-utrecht',
      'loc-nijmegen',
    ]);
  });
});
