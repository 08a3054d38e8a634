/**
 * The reports area's part of the state: the WGA reports made (spec section 7: POST v2/dossier/wga).
 * Each opened a WGA dossier in the tasks area's state; the report is open while that dossier is.
 */
export interface StoredWgaReport {
  id: string;
  employmentId: string;
  /** The WGA dossier the report opened (tasks area). */
  dossierId: string;
  dateStart: string;
  /** ISO timestamp. */
  createdAt: string;
  createdById: string;
}

export interface ReportsState {
  wgaReports: StoredWgaReport[];
}
