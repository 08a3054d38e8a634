import { Temporal } from 'temporal-polyfill';
import type { DossierType } from './dossier-type';
import { ABSENCE_DOSSIER_TYPES } from './dossier-type';

/**
 * How long each kind of data of an absence case is kept, and from when, by the law's periods
 * (../shared/domain/poortwachter.md, "Retention and logging of health data"):
 *
 * | part               | kept                                                     | source                                   |
 * |--------------------|----------------------------------------------------------|------------------------------------------|
 * | `absenceAdmin`     | 2 years after the employment ends                        | AP, "verzuimgegevens niet te lang bewaren" |
 * | `reintegration`    | at most 2 years after the re-integration ends            | same                                     |
 * | `ownRiskSickness`  | 5 years (an employer bearing its own Ziektewet risk)     | same; verzuimsignaal, bewaartermijnen    |
 * | `wgaFile`          | 10 years after the employee left (own-risk WGA)          | verzuimsignaal, bewaartermijnen          |
 * | `medicalFile`      | 20 years from the last change to the file                | art. 7:454 lid 3 BW (WGBO, since 2020)   |
 * | `accessLog`        | at least 5 years from the moment a line is written       | Stcrt. 2019-38007 (NEN 7513 logging)     |
 *
 * The ERD ZW period is counted from the end of the Ziektewet benefit the employer paid; the portal knows
 * it as the end of the case, as the re-integration file's. Nothing of a case that is still open is ever
 * due, whatever its dates say: its file is still in use.
 */
export const RETENTION_PARTS = [
  'absenceAdmin',
  'reintegration',
  'ownRiskSickness',
  'wgaFile',
  'medicalFile',
  'accessLog',
] as const;
export type RetentionPart = (typeof RETENTION_PARTS)[number];

/** The years each part is kept after the moment its period counts from. */
export const RETENTION_YEARS: Readonly<Record<RetentionPart, number>> = {
  absenceAdmin: 2,
  reintegration: 2,
  ownRiskSickness: 5,
  wgaFile: 10,
  medicalFile: 20,
  accessLog: 5,
};

/** The moment a part's period counts from, and why it is that moment. */
export const RETENTION_STARTS = [
  'employmentEnded',
  'reintegrationEnded',
  'benefitEnded',
  'employeeLeft',
  'lastChange',
  'written',
] as const;
export type RetentionStart = (typeof RETENTION_STARTS)[number];

const STARTS: Readonly<Record<RetentionPart, RetentionStart>> = {
  absenceAdmin: 'employmentEnded',
  reintegration: 'reintegrationEnded',
  ownRiskSickness: 'benefitEnded',
  wgaFile: 'employeeLeft',
  medicalFile: 'lastChange',
  accessLog: 'written',
};

/** What of a dossier decides how long its parts are kept; a date not reached yet is null. */
export interface RetentionFacts {
  /** The case is open (its file is in use): nothing of it is due. */
  readonly caseOpen: boolean;
  /** The last day of the employment, if it has ended. */
  readonly employmentEnded: Temporal.PlainDate | null;
  /** The day the case (the re-integration, and an own-risk Ziektewet benefit with it) ended, if it has. */
  readonly caseEnded: Temporal.PlainDate | null;
  /** The last change to the medical file (a note, a document, an advice), if it has any. */
  readonly medicalChanged: Temporal.PlainDate | null;
  /** The day the last access-log line about the dossier was written, if any. */
  readonly lastLogged: Temporal.PlainDate | null;
}

/** Until when one part is kept, and from what its period counts. */
export interface Retention {
  readonly part: RetentionPart;
  readonly from: RetentionStart;
  /** The moment its period counts from; null while that has not happened (kept as long as needed). */
  readonly since: Temporal.PlainDate | null;
  /** The last day it is kept; null while its period has not begun. */
  readonly until: Temporal.PlainDate | null;
}

function sinceOf(part: RetentionPart, facts: RetentionFacts): Temporal.PlainDate | null {
  switch (STARTS[part]) {
    case 'employmentEnded':
    case 'employeeLeft':
      return facts.employmentEnded;
    case 'reintegrationEnded':
    case 'benefitEnded':
      return facts.caseEnded;
    case 'lastChange':
      return facts.medicalChanged;
    case 'written':
      return facts.lastLogged;
  }
}

/** The kept-until of one part on its own: its years after the moment its period counts from. */
export function retentionOf(part: RetentionPart, facts: RetentionFacts): Retention {
  const since = sinceOf(part, facts);
  const until = since === null ? null : since.add({ years: RETENTION_YEARS[part] });
  return { part, from: STARTS[part], since, until };
}

const later = (a: Temporal.PlainDate, b: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(a, b) >= 0 ? a : b;

/** Whether a part is past its period on `today`: never while the case is open or its period has not begun. */
export function isDue(retention: Retention, facts: RetentionFacts, today: Temporal.PlainDate): boolean {
  if (facts.caseOpen || retention.until === null) return false;
  return Temporal.PlainDate.compare(today, retention.until) > 0;
}

/**
 * Every part a dossier holds with its one period (`parts` says which it has: an own-risk Ziektewet
 * case, a WGA file), and its access log with them. The log outlives what it logs: it is kept its own
 * years past the last of the other parts as well as past its last line, so whoever read the file can be
 * told for as long as the law asks after the file is gone; while any part is kept without an end, so is
 * the log.
 */
export function dossierRetention(
  parts: readonly RetentionPart[],
  facts: RetentionFacts,
): readonly Retention[] {
  const held = [...new Set(parts)]
    .filter((part) => part !== 'accessLog')
    .map((part) => retentionOf(part, facts));
  const own = retentionOf('accessLog', facts);
  const logYears = { years: RETENTION_YEARS.accessLog };
  let until: Temporal.PlainDate | null = own.until;
  if (held.some((retention) => retention.until === null)) until = null;
  else
    for (const retention of held)
      if (retention.until)
        until = until === null ? retention.until.add(logYears) : later(until, retention.until.add(logYears));
  return [...held, { ...own, until }];
}

/**
 * The parts a dossier of this type holds, each kept for its own period: an absence case holds the
 * employer's absence data, the re-integration file and the physician's medical file (and with an
 * own-risk Ziektewet benefit, that file too); a WGA case the WGA file and the medical file; a
 * re-integration track its file and the medical file; every other health dossier (the medical group,
 * preventive and care dossiers) the medical file. A dossier of the company (an RI&E, advice, training)
 * holds no health file: the law's periods do not apply, and it holds no part.
 */
export function retentionPartsOf(type: DossierType): readonly RetentionPart[] {
  if (type === 'zw_erd' || type === 'illness_and_zw_erd')
    return ['absenceAdmin', 'reintegration', 'ownRiskSickness', 'medicalFile'];
  if (ABSENCE_DOSSIER_TYPES.has(type)) return ['absenceAdmin', 'reintegration', 'medicalFile'];
  if (type === 'wga') return ['wgaFile', 'medicalFile'];
  if (REINTEGRATION_TYPES.has(type)) return ['reintegration', 'medicalFile'];
  if (NO_HEALTH_FILE.has(type)) return [];
  return ['medicalFile'];
}

/** Tracks back to work, kept as a re-integration file. */
const REINTEGRATION_TYPES: ReadonlySet<DossierType> = new Set<DossierType>([
  'reintegration',
  'spoor_2',
  'spoor_3',
  'job_coaching',
  'outplacement',
  'acquisition_of_employment',
  'frequent_absence',
]);

/** Dossiers of the company or of advice that hold no one's health file. */
const NO_HEALTH_FILE: ReadonlySet<DossierType> = new Set<DossierType>([
  'company_dossier',
  'rie',
  'workplace_survey',
  'training',
  'consultancy',
  'development_advice',
  'career_guidance',
  'budgetcoaching',
  'bezwaar_en_beroep',
]);
