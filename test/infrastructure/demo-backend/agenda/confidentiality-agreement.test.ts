import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentDisclosure,
  mayReadDocument,
  readsMedical,
} from '../../../../src/domain/access/medical-confidentiality';
import {
  appointmentShown,
  documentNamed,
} from '../../../../src/infrastructure/demo-backend/access/medical-rule';
import type { DemoUser } from '../../../../src/infrastructure/demo-backend/access/seed';
import { EMPLOYEES, USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import type { StoredAppointment } from '../../../../src/infrastructure/demo-backend/agenda/agenda-state';
import { disclosureOf, viewerOf } from '../../../../src/infrastructure/demo-backend/agenda/agenda-viewer';
import { appointmentAuditRecord } from '../../../../src/infrastructure/demo-backend/agenda/appointment-audit';
import {
  appointmentJson,
  visibleTitle,
} from '../../../../src/infrastructure/demo-backend/agenda/appointment-json';
import type { DemoState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import type { StoredOperation } from '../../../../src/infrastructure/demo-backend/locations/locations-state';

/**
 * The demo backend repeats the rule of medical confidentiality in its own code (access/medical-rule.ts);
 * these properties hold it to the domain's, and hold every appointment answer and log record to it:
 * for random readers, operations and appointments, a reader who is not medical gets no medical
 * operation's name, id or colour and no note.
 */

const CODES = [
  'see_appointment_details',
  'see_agenda_users_calendars',
  'view_appointment_list',
  'has_calendar',
  'employer_view_appointment_list',
  'employer_use_planning_functionality',
] as const;

const aReader: fc.Arbitrary<DemoUser> = fc
  .record({
    isMedical: fc.boolean(),
    userTypeId: fc.constantFrom(1, 2, 3, 7),
    codes: fc.subarray([...CODES]),
    employer: fc.constantFrom(...new Set(EMPLOYEES.map((employee) => employee.employerId))),
  })
  .map(({ isMedical, userTypeId, codes, employer }) => ({
    ...(USERS[0] as DemoUser),
    id: 'reader',
    isMedical,
    userTypeId,
    employerId: userTypeId === 3 ? employer : null,
    roles: [{ id: 9, name: 'Any', nameEn: 'Any', product: 'agenda' as const, functionalities: codes }],
  }));

/** Names and notes that could not appear in an answer by chance. */
const marker = (prefix: string) => fc.stringMatching(/^[a-z]{8}$/).map((text) => `${prefix}${text}`);

const anOperation: fc.Arbitrary<StoredOperation> = fc.record({
  id: marker('op-'),
  nameNl: marker('Naam '),
  nameEn: marker('Name '),
  code: marker('C'),
  durationMinutes: fc.integer({ min: 5, max: 120 }),
  bufferBeforeMinutes: fc.constant(0),
  bufferAfterMinutes: fc.constant(0),
  roles: fc.constant([]),
  needsRoom: fc.boolean(),
  resourceTypeIds: fc.constant([]),
  medical: fc.boolean(),
  employerBookable: fc.boolean(),
  colour: fc.stringMatching(/^#[0-9a-f]{6}$/),
  kind: fc.constantFrom(
    'consultation' as const,
    'examination' as const,
    'conversation' as const,
    'meeting' as const,
  ),
});

const aCase = fc.record({
  reader: aReader,
  operation: fc.option(anOperation, { nil: null }),
  note: fc.option(marker('Notitie '), { nil: null }),
  title: marker('Titel '),
  employee: fc.constantFrom(...EMPLOYEES.slice(0, 5), ...EMPLOYEES.slice(-5)),
});

/** Where every drawn appointment takes place: a room and a piece of equipment that tell what it is. */
const LOCATION = { id: 'loc-1', name: 'Arbo Agenda Utrecht' };
const ROOM = { id: 'room-cabin', name: 'Geluidsdichte cabine 0.04', locationId: 'loc-1' };
const RESOURCE = { id: 'res-audiometer', name: 'Audiometer Interacoustics AD629', locationId: 'loc-1' };

function appointmentOf(
  operation: StoredOperation | null,
  note: string | null,
  title: string,
  employeeId: string,
) {
  const appointment: StoredAppointment = {
    id: '1',
    version: 1,
    userId: (USERS[2] as DemoUser).id,
    start: '2027-01-04T08:00:00.000Z',
    end: '2027-01-04T08:30:00.000Z',
    operationId: operation?.id ?? null,
    title,
    employeeId,
    locationId: LOCATION.id,
    roomId: ROOM.id,
    resourceIds: [RESOURCE.id],
    channel: 'on_site',
    note,
    status: 'planned',
    seriesId: null,
    createdAt: '2027-01-01T08:00:00.000Z',
    updatedAt: '2027-01-01T08:00:00.000Z',
  };
  const state = {
    operations: operation ? [operation] : [],
    locations: [LOCATION],
    rooms: [ROOM],
    resources: [RESOURCE],
  } as unknown as DemoState;
  return { appointment, state };
}

describe('the demo backend’s rule of medical confidentiality matches the domain’s', () => {
  it('decides the same for every reader and appointment', () => {
    fc.assert(
      fc.property(
        aReader,
        fc.boolean(),
        fc.option(fc.record({ medical: fc.boolean() }), { nil: null }),
        fc.boolean(),
        (reader, details, operation, plansRooms) => {
          expect(appointmentShown(reader, details, operation, plansRooms)).toEqual(
            appointmentDisclosure({ ...reader, seesAppointmentDetails: details, plansRooms }, operation),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names the same documents', () => {
    fc.assert(
      fc.property(
        fc.option(aReader, { nil: null }),
        fc.boolean(),
        fc.boolean(),
        (reader, upload, dossier) => {
          expect(documentNamed(reader, upload, dossier)).toBe(
            mayReadDocument(reader, { medicalUpload: upload, medicalDossier: dossier }),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('an appointment as the demo backend answers it', () => {
  it('carries no medical name, id, colour or note to a reader who is not medical, in either language', () => {
    fc.assert(
      fc.property(aCase, fc.constantFrom('nl' as const, 'en' as const), (drawn, language) => {
        const { appointment, state } = appointmentOf(
          drawn.operation,
          drawn.note,
          drawn.title,
          drawn.employee.id,
        );
        const viewer = viewerOf(drawn.reader);
        const answer = JSON.stringify(appointmentJson(state, appointment, viewer, language));
        expect(disclosureOf(state, appointment, viewer)).toEqual(
          appointmentDisclosure(
            { ...drawn.reader, seesAppointmentDetails: viewer.details, plansRooms: viewer.plansRooms },
            drawn.operation,
          ),
        );
        const disclosure = disclosureOf(state, appointment, viewer);
        if (!disclosure.equipment) expect(answer).not.toContain(RESOURCE.name);
        if (!disclosure.room) {
          expect(answer).not.toContain(ROOM.name);
          expect(answer).not.toContain(ROOM.id);
        }
        if (readsMedical(drawn.reader)) return;
        if (drawn.note) expect(answer).not.toContain(drawn.note);
        if (drawn.operation === null) expect(answer).not.toContain(drawn.title);
        else if (drawn.operation.medical) {
          for (const secret of [
            drawn.operation.id,
            drawn.operation.nameNl,
            drawn.operation.nameEn,
            drawn.operation.colour,
          ])
            expect(answer).not.toContain(secret);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps no note, no medical operation and none of its equipment in the audit log, for any reader to come', () => {
    fc.assert(
      fc.property(aCase, (drawn) => {
        const { appointment, state } = appointmentOf(
          drawn.operation,
          drawn.note,
          drawn.title,
          drawn.employee.id,
        );
        const record = JSON.stringify(appointmentAuditRecord(state, appointment));
        const label = visibleTitle(state, appointment, null, 'nl');
        if (drawn.note) expect(record).not.toContain(drawn.note);
        if (drawn.operation?.medical) {
          expect(record).not.toContain(drawn.operation.id);
          expect(record).not.toContain(RESOURCE.id);
          expect(label).not.toContain(drawn.operation.nameNl);
        }
        if (drawn.operation === null) expect(label).not.toContain(drawn.title);
      }),
      { numRuns: 200 },
    );
  });
});
