/**
 * What the back office keeps of a sick report: only the fields an employer may record (the AP's
 * policy rules; absence-rules.ts), with the case it went to. Nothing medical, and no reason.
 */
export interface StoredSickReport {
  id: string;
  dossierId: string;
  employeeId: string;
  firstSickDay: string;
  reachablePhone: string;
  reachableAddress: string | null;
  expectedDuration: string;
  handover: string | null;
  safetyNet: boolean;
  workAccident: boolean;
  thirdPartyLiable: boolean;
  reportedAt: string;
  reportedById: string;
}

/** A partial recovery of a running spell: the part of the usual hours worked again, from a date. */
export interface StoredResumption {
  dossierId: string;
  from: string;
  percentage: number;
}

export interface LegalClockState {
  sickReports: StoredSickReport[];
  resumptions: StoredResumption[];
  /** The daily digest of the legal clock (digest.ts): the day it last ran, null before the first. */
  digest: { lastOn: string | null };
}
