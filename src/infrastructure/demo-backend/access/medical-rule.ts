/**
 * The back office's rule of medical confidentiality, written apart from the portal's domain
 * (src/domain/access/medical-confidentiality.ts) as the real back office has its own; a property test
 * (test/infrastructure/demo-backend/agenda/confidentiality-agreement.test.ts) holds the two together.
 * Medical information (a medical operation booked for someone, an appointment's note, a medical
 * document's name, anything of a medical dossier type) goes to medical internal users only: in
 * answers, in the logs, in mails.
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

/**
 * What of an appointment its reader gets: `operation` (its name, id and colour, or for one without an
 * operation the title typed in) and `note`. `details` is holding see_appointment_details as no employer.
 */
export function appointmentShown(
  reader: MedicalRuleReader,
  details: boolean,
  operation: { readonly medical: boolean } | null,
): { operation: boolean; note: boolean } {
  const medicalDetails = details && receivesMedical(reader);
  if (operation === null) return { operation: medicalDetails, note: medicalDetails };
  return { operation: operation.medical ? medicalDetails : true, note: medicalDetails };
}

/** Whether a document may be named to this reader (null: a reader without medical rights, the log). */
export const documentNamed = (
  reader: MedicalRuleReader | null,
  medicalUpload: boolean,
  medicalDossier: boolean,
): boolean => receivesMedical(reader) || (!medicalUpload && !medicalDossier);
