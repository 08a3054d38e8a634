import { Hono } from 'hono';
import { Buffer } from 'node:buffer';
import { documentNamed } from '../access/medical-rule';
import type { DemoState } from '../demo-backend';
import { isoMoment } from '../platform/amsterdam-time';
import { pageOf, Problems, readList } from '../platform/list-kit';
import type { Env, Kit } from '../platform/route-kit';
import { refuseFields } from '../platform/route-kit';
import { caseAccess } from '../tasks/case-kit';
import { isMedicalType } from '../tasks/dossier-types';
import { auditDossierWrite } from './dossier-file-audit';
import { DOCUMENT_TYPES, documentTypeOf, UPLOAD_TYPES, uploadTypeOf } from './dossier-file-catalogue';
import { documentJson, uploadTypeJson } from './dossier-file-json';
import { dossierAccess, dossierWriteAccess, forbidden, notFound } from './dossier-file-kit';
import { isMedicalDocument, readsMedical } from './dossier-file-medical';
import { fileRefusals, UPLOAD_LIMIT_MB } from './dossier-file-rules';
import type { StoredDocument } from './dossier-file-state';
import { contentMatches, fileNameRefusal, MAX_FILE_NAME } from './file-content';
import { logHealthReads } from '../platform/health-reads';

const BASE = '/api/external/v2/dossier';

/**
 * The demo keeps the newest uploads up to this many bytes in all, so its state file stays small
 * enough to write often; older uploads make way (seeded documents never do).
 */
export const MAX_STORED_UPLOAD_BYTES = 25 * 1024 * 1024;

/** A body this much above the file limit is refused before it is read. */
const MULTIPART_ALLOWANCE = 1024 * 1024;

/** Content-Disposition with an ASCII name for old clients and the exact name in UTF-8 (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A declared media type as it is kept: lower case, without parameters (`text/plain; charset=utf-8`). */
const mediaTypeOf = (type: string): string =>
  type
    .replace(/;[\s\S]*$/, '')
    .trim()
    .toLowerCase();

/** Drops the oldest uploads until `incoming` more bytes fit under the cap. */
function makeRoom(state: DemoState, incoming: number): void {
  let stored = state.dossierDocuments
    .filter((document) => document.uploaded)
    .reduce((sum, document) => sum + document.size, 0);
  while (stored + incoming > MAX_STORED_UPLOAD_BYTES) {
    const oldest = state.dossierDocuments.find((document) => document.uploaded);
    if (!oldest) return;
    stored -= oldest.size;
    state.dossierDocuments = state.dossierDocuments.filter((document) => document !== oldest);
  }
}

/**
 * Documents: the document and upload types, a dossier's documents, uploading one (multipart) and
 * downloading one. Documents that came in as medical are for medical users only.
 */
export function documentRoutes(kit: Kit): Hono<Env> {
  const { store, now } = kit;
  const routes = new Hono<Env>();

  // Spec sections 7 and 9: document types, 100 a page.
  routes.get(`${BASE}/document-type`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: [], sorts: [] }, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    return c.json(pageOf(DOCUMENT_TYPES, list, (type) => ({ ...type })));
  });

  // Spec section 7: upload-type?filter[isMedical]=true. Asking for the medical ones needs a medical user.
  routes.get(`${BASE}/upload-type`, (c) => {
    const access = caseAccess(c);
    if ('refusal' in access) return access.refusal;
    const problems = new Problems(c);
    const list = readList(c, { filters: ['isMedical'], sorts: [] }, problems);
    const wanted = list.filter['isMedical'];
    if (wanted !== undefined && wanted !== 'true' && wanted !== 'false') {
      problems.add('filter[isMedical]', 'notBooleanFilter', { name: 'filter[isMedical]' });
    }
    if (problems.any) return refuseFields(c, problems.errors);
    const medical = readsMedical(access.viewer);
    if (wanted === 'true' && !medical) return forbidden(c);
    const types = UPLOAD_TYPES.filter(
      (type) => (medical || !type.isMedical) && (wanted === undefined || String(type.isMedical) === wanted),
    );
    return c.json({ data: types.map(uploadTypeJson) });
  });

  routes.get(`${BASE}/:id{[0-9]+}/documents`, (c) => {
    const access = dossierAccess(c, kit, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    const medical = readsMedical(access.viewer);
    const shown = store.state.dossierDocuments
      .filter(
        (document) => document.dossierId === access.dossier.id && (medical || !isMedicalDocument(document)),
      )
      .sort((a, b) =>
        a.uploadedAt === b.uploadedAt ? Number(b.id) - Number(a.id) : a.uploadedAt < b.uploadedAt ? 1 : -1,
      );
    // The list reads each health record it shows (NEN 7513): a line per medical document.
    const { dossier } = access;
    logHealthReads(
      kit,
      c,
      shown
        .filter((document) => isMedicalType(dossier.type) || isMedicalDocument(document))
        .map((document) => ({
          employeeId: dossier.employeeId,
          dossierId: dossier.id,
          kind: 'document',
          recordId: document.id,
        })),
    );
    return c.json({ data: shown.map(documentJson) });
  });

  routes.post(`${BASE}/:id{[0-9]+}/documents`, async (c) => {
    const access = dossierWriteAccess(c, kit, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    const { viewer, dossier } = access;
    const problems = new Problems(c);
    const length = Number(c.req.header('Content-Length') ?? 0);
    if (length > UPLOAD_LIMIT_MB * 1024 * 1024 + MULTIPART_ALLOWANCE) {
      problems.add('file', 'fileTooLarge', { max: UPLOAD_LIMIT_MB });
      return refuseFields(c, problems.errors);
    }
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = body['file'];
    const documentType = documentTypeOf(body['documentTypeId']);
    const uploadType = uploadTypeOf(body['uploadTypeId']);
    let bytes: Uint8Array | null = null;
    if (!(file instanceof File)) problems.add('file', 'required');
    else {
      const refusals = fileRefusals(file);
      for (const refusal of refusals) problems.add('file', refusal, { max: UPLOAD_LIMIT_MB });
      const nameRefusal = fileNameRefusal(file.name);
      if (nameRefusal) problems.add('file', nameRefusal, { max: MAX_FILE_NAME });
      // Only a file of an accepted type and size is read, to see that it holds what its type says.
      if (refusals.length === 0) {
        bytes = new Uint8Array(await file.arrayBuffer());
        if (!contentMatches(mediaTypeOf(file.type), bytes)) problems.add('file', 'fileContentMismatch');
      }
    }
    if (!body['documentTypeId']) problems.add('documentTypeId', 'required');
    else if (!documentType) problems.add('documentTypeId', 'unknownDocumentType');
    if (!body['uploadTypeId']) problems.add('uploadTypeId', 'required');
    else if (!uploadType) problems.add('uploadTypeId', 'unknownUploadType');
    if (uploadType?.isMedical && !readsMedical(viewer)) return forbidden(c);
    if (problems.any || !(file instanceof File) || !bytes || !documentType || !uploadType) {
      return refuseFields(c, problems.errors);
    }
    const content = Buffer.from(bytes).toString('base64');
    const mimeType = mediaTypeOf(file.type);
    const document = store.change((state) => {
      makeRoom(state, file.size);
      const created: StoredDocument = {
        id: String(state.nextDocumentId),
        dossierId: dossier.id,
        fileName: file.name.trim(),
        mimeType,
        size: file.size,
        documentTypeId: documentType.id,
        uploadTypeId: uploadType.id,
        uploadedById: viewer.user.id,
        uploadedAt: isoMoment(now()),
        content,
        uploaded: true,
      };
      state.nextDocumentId += 1;
      state.dossierDocuments.push(created);
      // The log has readers without medical rights: a medical document's file name stays out of it.
      const named = documentNamed(null, uploadType.isMedical, isMedicalType(dossier.type));
      auditDossierWrite(
        kit,
        state,
        viewer.user,
        {
          type: 'dossier_document',
          id: created.id,
          label: `${named ? created.fileName : 'Document (afgeschermd)'}, dossier ${dossier.id}`,
          labelEn: `${named ? created.fileName : 'Document (private)'}, dossier ${dossier.id}`,
        },
        'created',
        null,
        {
          dossierId: dossier.id,
          fileName: named ? created.fileName : '(afgeschermd)',
          mimeType,
          size: created.size,
          documentTypeId: created.documentTypeId,
          uploadTypeId: created.uploadTypeId,
        },
      );
      return created;
    });
    return c.json({ data: documentJson(document) }, 201);
  });

  routes.get(`${BASE}/:id{[0-9]+}/documents/:documentId/download`, (c) => {
    const access = dossierAccess(c, kit, c.req.param('id'));
    if ('refusal' in access) return access.refusal;
    const document = store.state.dossierDocuments.find(
      (candidate) => candidate.id === c.req.param('documentId') && candidate.dossierId === access.dossier.id,
    );
    if (!document) return notFound(c);
    if (isMedicalDocument(document) && !readsMedical(access.viewer)) return forbidden(c);
    if (isMedicalType(access.dossier.type) || isMedicalDocument(document))
      logHealthReads(kit, c, [
        {
          employeeId: access.dossier.employeeId,
          dossierId: access.dossier.id,
          kind: 'download',
          recordId: document.id,
        },
      ]);
    const bytes = new Uint8Array(Buffer.from(document.content, 'base64'));
    return c.body(bytes, 200, {
      'Content-Type': document.mimeType,
      'Content-Disposition': attachment(document.fileName),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
