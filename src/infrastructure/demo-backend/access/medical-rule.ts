/**
 * The back office's rule of medical confidentiality, written apart from the portal's domain
 * (src/domain/access/medical-confidentiality.ts) as the real back office has its own; a property test
 * (test/infrastructure/demo-backend/agenda/confidentiality-agreement.test.ts) holds the two together.
 * Medical information (a medical operation booked for someone, an appointment's note, a medical
 * document's name, anything of a medical dossier type, and the room or equipment that would tell the
 * operation) goes to medical internal users only: in answers, in the logs, in mails.
 */

const INTERNAL = 1;

/** Who asks, as far as the rule cares. */
export interface MedicalRuleReader {
  readonly isMedical: boolean;
  readonly userTypeId: number;
}

/** Whether this account may receive medical information at all. */
export const receivesMedical = (reader: MedicalRuleReader | null): boolean =>
  reader !== null && reader.isMedical && reader.userTypeId === INTERNAL;

/** What of an appointment its reader gets (see appointmentShown). */
export interface AppointmentShown {
  readonly operation: boolean;
  readonly note: boolean;
  readonly room: boolean;
  readonly equipment: boolean;
  readonly kind: boolean;
}

/**
 * What of an appointment its reader gets: `operation` (its name, id and colour, or for one without an
 * operation the title typed in), `note`, and what would tell the purpose all the same: `room` (id and
 * name; where the purpose is withheld, only to who books the rooms) and `equipment`. `details` is
 * holding see_appointment_details as no employer, `plansRooms` see_agenda_users_calendars as no employer.
 */
export function appointmentShown(
  reader: MedicalRuleReader,
  details: boolean,
  operation: { readonly medical: boolean } | null,
  plansRooms: boolean,
): AppointmentShown {
  const medicalDetails = details && receivesMedical(reader);
  const purpose = operation === null ? medicalDetails : !operation.medical || medicalDetails;
  // The neutral kind of an operation names no examination: every internal reader may have it.
  const kind = operation !== null && reader.userTypeId === INTERNAL;
  if (!purpose) return { operation: false, note: medicalDetails, room: plansRooms, equipment: false, kind };
  return { operation: true, note: medicalDetails, room: true, equipment: true, kind };
}

/** Whether a document may be named to this reader (null: a reader without medical rights, the log). */
export const documentNamed = (
  reader: MedicalRuleReader | null,
  medicalUpload: boolean,
  medicalDossier: boolean,
): boolean => receivesMedical(reader) || (!medicalUpload && !medicalDossier);
