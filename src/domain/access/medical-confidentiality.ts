import type { User } from './user';
import { isEmployerUser, isMedicalUser, permissionsOf, UserType } from './user';

/**
 * The one rule of medical confidentiality (spec section 6, and the law it serves): medical information
 * reaches medical users only, that is users marked isMedical with the internal user type. Medical
 * information is the name of a medical operation booked for someone, an appointment's note, a medical
 * document or the file name of any document in a medical dossier, and anything of a dossier type of the
 * medical group. The portal decides with these functions what it shows, prints, exports and announces;
 * the demo backend repeats them for its answers, its logs and its e-mails, and a property test holds
 * the two together (test/infrastructure/demo-backend/agenda/confidentiality-agreement.test.ts).
 *
 * A hidden name leaves no key behind: where the operation is withheld its id and colour go too, since
 * the operation catalogue would turn either back into the name.
 */

/** Enough of a user to apply the rule. */
export type MedicalReader = Pick<User, 'isMedical' | 'userTypeId'>;

/** Whether this reader may receive medical information at all. */
export const readsMedical = (reader: MedicalReader | null): boolean =>
  reader !== null && isMedicalUser(reader);

/** What of one appointment a reader who may read the appointment may see besides its time and place. */
export interface AppointmentDisclosure {
  /**
   * What it is for: the operation (name, id, colour), a medical one only for a medical reader; for an
   * appointment without an operation, the title typed in, free text like a note.
   */
  readonly operation: boolean;
  /** The free-text note, which can hold anything the physician typed: medical readers only. */
  readonly note: boolean;
  /**
   * Its room, by id and name. A room tells what is done in it (a sound booth, an examination room),
   * so where the operation is withheld only a reader who plans the agenda gets it, the room they must
   * book around; anyone else learns at most the location.
   */
  readonly room: boolean;
  /**
   * Its equipment, by id and name: an audiometer or a spirometer names the examination, so only a
   * reader who sees the operation sees what it uses.
   */
  readonly equipment: boolean;
  /**
   * Its operation's neutral kind ("Onderzoek", "Consult"), which names no examination: to every
   * internal reader, so a planner tells withheld appointments apart; an employer or an outside
   * reader gets only that there is an appointment.
   */
  readonly kind: boolean;
}

export interface AppointmentReader extends MedicalReader {
  /**
   * Holds see_appointment_details and is no employer. Without it a reader sees neither a note nor a
   * medical operation, even when medical; with it, only a medical reader sees them.
   */
  readonly seesAppointmentDetails: boolean;
  /** Plans everyone's agenda (see_agenda_users_calendars) and is no employer: books the rooms. */
  readonly plansRooms: boolean;
}

/** What a reader sees of an appointment of this operation (null for one without an operation). */
export function appointmentDisclosure(
  reader: AppointmentReader,
  operation: { readonly medical: boolean } | null,
): AppointmentDisclosure {
  const medical = readsMedical(reader) && reader.seesAppointmentDetails;
  const purpose = operation === null ? medical : !operation.medical || medical;
  return {
    operation: purpose,
    note: medical,
    room: purpose || reader.plansRooms,
    equipment: purpose,
    kind: operation !== null && reader.userTypeId === UserType.internal,
  };
}

/**
 * Whether a document may be shown by name to this reader: a document that came in as medical, or any
 * document of a medical dossier, is medical information with its file name.
 */
export const mayReadDocument = (
  reader: MedicalReader | null,
  document: { readonly medicalUpload: boolean; readonly medicalDossier: boolean },
): boolean => readsMedical(reader) || (!document.medicalUpload && !document.medicalDossier);

/** As an appointment reader: the right to see appointment details counts for no employer. */
export const asAppointmentReader = (user: User): AppointmentReader => ({
  isMedical: user.isMedical,
  userTypeId: user.userTypeId,
  seesAppointmentDetails: permissionsOf(user).has('see_appointment_details') && !isEmployerUser(user),
  plansRooms: permissionsOf(user).has('see_agenda_users_calendars') && !isEmployerUser(user),
});

/** Whether this user reads, and so may write, an appointment's note. */
export const readsAppointmentNotes = (user: User | null): boolean =>
  user !== null && appointmentDisclosure(asAppointmentReader(user), null).note;
