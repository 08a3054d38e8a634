import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentDisclosure,
  mayReadDocument,
  readsMedical,
} from '../../../src/domain/access/medical-confidentiality';
import { UserType } from '../../../src/domain/access/user';

const aReader = fc.record({
  isMedical: fc.boolean(),
  userTypeId: fc.constantFrom(UserType.internal, UserType.external, UserType.employer, UserType.employee, 99),
  seesAppointmentDetails: fc.boolean(),
  plansRooms: fc.boolean(),
});
const anOperation = fc.option(fc.record({ medical: fc.boolean() }), { nil: null });

describe('medical confidentiality', () => {
  it('lets only a medical internal user read medical information', () => {
    expect(readsMedical({ isMedical: true, userTypeId: UserType.internal })).toBe(true);
    expect(readsMedical({ isMedical: true, userTypeId: UserType.employer })).toBe(false);
    expect(readsMedical({ isMedical: false, userTypeId: UserType.internal })).toBe(false);
    expect(readsMedical(null)).toBe(false);
  });

  it('never shows a note or a medical operation to a reader who is not medical, whatever their rights', () => {
    fc.assert(
      fc.property(aReader, anOperation, (reader, operation) => {
        const shown = appointmentDisclosure(reader, operation);
        if (!readsMedical(reader)) {
          expect(shown.note).toBe(false);
          if (operation === null || operation.medical) expect(shown.operation).toBe(false);
        }
      }),
    );
  });

  it('shows a non-medical operation to every reader of the appointment', () => {
    fc.assert(
      fc.property(aReader, (reader) => {
        expect(appointmentDisclosure(reader, { medical: false }).operation).toBe(true);
      }),
    );
  });

  it('shows everything to a medical reader with the right to see appointment details', () => {
    fc.assert(
      fc.property(anOperation, (operation) => {
        const reader = {
          isMedical: true,
          userTypeId: UserType.internal,
          seesAppointmentDetails: true,
          plansRooms: false,
        };
        expect(appointmentDisclosure(reader, operation)).toEqual({
          operation: true,
          note: true,
          room: true,
          equipment: true,
          kind: operation !== null,
        });
      }),
    );
  });

  it('withholds the equipment wherever the operation is, and the room from all but who plans the rooms', () => {
    fc.assert(
      fc.property(aReader, anOperation, (reader, operation) => {
        const shown = appointmentDisclosure(reader, operation);
        expect(shown.equipment).toBe(shown.operation);
        expect(shown.room).toBe(shown.operation || reader.plansRooms);
      }),
    );
  });

  it('gives a planner who is not medical the room of a medical appointment, but not its equipment', () => {
    const planner = {
      isMedical: false,
      userTypeId: UserType.internal,
      seesAppointmentDetails: true,
      plansRooms: true,
    };
    expect(appointmentDisclosure(planner, { medical: true })).toEqual({
      operation: false,
      note: false,
      room: true,
      equipment: false,
      kind: true,
    });
    expect(appointmentDisclosure({ ...planner, plansRooms: false }, { medical: true }).room).toBe(false);
  });

  it('names the neutral kind of an operation to internal readers only, never to an employer', () => {
    fc.assert(
      fc.property(aReader, anOperation, (reader, operation) => {
        const shown = appointmentDisclosure(reader, operation);
        expect(shown.kind).toBe(operation !== null && reader.userTypeId === UserType.internal);
      }),
    );
  });

  it('names a document of a medical dossier, or a medical document, to medical readers only', () => {
    const medical = { isMedical: true, userTypeId: UserType.internal };
    const caseManager = { isMedical: false, userTypeId: UserType.internal };
    expect(mayReadDocument(caseManager, { medicalUpload: false, medicalDossier: true })).toBe(false);
    expect(mayReadDocument(caseManager, { medicalUpload: true, medicalDossier: false })).toBe(false);
    expect(mayReadDocument(caseManager, { medicalUpload: false, medicalDossier: false })).toBe(true);
    expect(mayReadDocument(medical, { medicalUpload: true, medicalDossier: true })).toBe(true);
    expect(mayReadDocument(null, { medicalUpload: true, medicalDossier: false })).toBe(false);
  });
});
