import { Temporal } from 'temporal-polyfill';
import type { RetentionFacts } from '../../../domain/dossiers/retention-period';
import { dossierRetention, retentionPartsOf } from '../../../domain/dossiers/retention-period';
import type { DemoState } from '../demo-backend';
import { amsterdamDate } from '../platform/amsterdam-time';
import type { CaseViewer } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import { isMedicalType } from '../tasks/dossier-types';
import { lastHealthReadOf } from '../platform/health-reads';
import { isMedicalDocument, isMedicalNote, readsMedical } from './dossier-file-medical';

const later = (a: string | null, b: string) => (a === null || b > a ? b : a);

/**
 * What the back office knows of a dossier that decides how long its parts are kept: whether its case
 * is open, the end of the employee's employment (none while one runs), the end of the case, the last
 * change to its medical file (its latest medical note or document, else the file's opening), and the
 * last line of the health-read log about it.
 */
export function retentionFacts(state: DemoState, dossier: StoredDossier): RetentionFacts {
  const employments = state.employments.filter((employment) => employment.employeeId === dossier.employeeId);
  const ended =
    employments.length > 0 && employments.every((employment) => employment.endDate !== null)
      ? employments.reduce<string | null>((last, employment) => later(last, employment.endDate ?? ''), null)
      : null;
  const medicalDossier = isMedicalType(dossier.type);
  let changed: string | null = null;
  for (const note of state.dossierNotes)
    if (note.dossierId === dossier.id && (medicalDossier || isMedicalNote(note)))
      changed = later(changed, amsterdamDate(Date.parse(note.createdAt)));
  for (const document of state.dossierDocuments)
    if (document.dossierId === dossier.id && (medicalDossier || isMedicalDocument(document)))
      changed = later(changed, amsterdamDate(Date.parse(document.uploadedAt)));
  const date = (value: string | null) => (value === null ? null : Temporal.PlainDate.from(value));
  return {
    caseOpen: dossier.status === 'open',
    employmentEnded: date(ended),
    caseEnded: date(dossier.endDate),
    medicalChanged: date(changed ?? dossier.startDate),
    lastLogged: date(lastHealthReadOf(state, dossier.id)),
  };
}

/**
 * The dossier's retention as its answer carries it (DossierDetailSchema `retention`): every part its
 * type holds by the domain's rule; the medical file and the access log (whose period follows the
 * medical file's) to medical readers only.
 */
export function retentionJson(state: DemoState, viewer: CaseViewer, dossier: StoredDossier) {
  const medical = readsMedical(viewer);
  return dossierRetention(retentionPartsOf(dossier.type), retentionFacts(state, dossier))
    .filter((kept) => medical || (kept.part !== 'medicalFile' && kept.part !== 'accessLog'))
    .map((kept) => ({
      part: kept.part,
      from: kept.from,
      since: kept.since?.toString() ?? null,
      until: kept.until?.toString() ?? null,
    }));
}
