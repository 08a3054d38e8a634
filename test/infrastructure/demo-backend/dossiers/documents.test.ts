import { beforeAll, describe, expect, it } from 'vitest';
import {
  DocumentAnswerSchema,
  DocumentsSchema,
  DocumentTypePageSchema,
  UploadTypesSchema,
} from '../../../../src/infrastructure/dossiers/dossier-file-schemas';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { exactly, signedIn, stateOf } from '../case-client';
import type { DemoClient } from '../demo-client';
import { aDossier, DOSSIER, fetchRaw, MEDICAL_TYPES, textFile, upload } from './dossier-file-client';

const MB = 1024 * 1024;
const DOCUMENTS = `${DOSSIER}/20001/documents`;
const PDF = 'application/pdf';

let doctor: DemoClient;
let caseManager: DemoClient;
let employer: DemoClient;
beforeAll(async () => {
  doctor = await signedIn('doctor');
  caseManager = await signedIn('casemanager');
  employer = await signedIn('employer');
});

const bytes = (size: number) => new Uint8Array(size);
/** A PDF of `size` bytes, as far as its first bytes tell. */
const pdfBytes = (size: number) => {
  const made = new Uint8Array(size);
  made.set(new TextEncoder().encode('%PDF-1.7\n'));
  return made;
};
const documentsOf = async (client: DemoClient, path = DOCUMENTS) =>
  exactly(DocumentsSchema, await client.get(path)).data;

/** A dossier of the seed holding both a medical and a general document, outside the medical types. */
const mixedDossier = (client: DemoClient) =>
  aDossier(client, (dossier) => {
    const documents = stateOf(client).dossierDocuments.filter(
      (document) => document.dossierId === dossier.id,
    );
    return (
      !MEDICAL_TYPES.includes(dossier.type) &&
      documents.some((document) => ['5', '6', '7'].includes(document.uploadTypeId)) &&
      documents.some((document) => !['5', '6', '7'].includes(document.uploadTypeId))
    );
  });

describe('the document and upload types of the demo backend', () => {
  it('answers the document types, a page of 100', async () => {
    const page = exactly(
      DocumentTypePageSchema,
      await caseManager.get(`${DOSSIER}/document-type?page[size]=100`),
    );
    expect(page.meta).toEqual({ total: 10, page: 1, pageSize: 100 });
    expect(page.data[0]).toEqual({ id: '1', nameNl: 'Probleemanalyse', nameEn: 'Problem analysis' });
  });

  it('answers the medical upload types to a medical user only, and refuses anyone else who asks', async () => {
    const types = async (client: DemoClient, filter?: string) =>
      exactly(
        UploadTypesSchema,
        await client.get(`${DOSSIER}/upload-type${filter ? `?filter[isMedical]=${filter}` : ''}`),
      ).data;
    expect((await types(doctor, 'true')).map((type) => type.id)).toEqual(['5', '6', '7']);
    expect((await types(doctor, 'false')).every((type) => !type.isMedical)).toBe(true);
    expect(await types(doctor)).toHaveLength(7);
    expect(await types(caseManager)).toEqual(await types(caseManager, 'false'));
    for (const client of [caseManager, employer]) {
      const refused = await client.get(`${DOSSIER}/upload-type?filter[isMedical]=true`, 'en');
      expect([refused.status, exactly(ErrorBodySchema, refused).code]).toEqual([403, 'forbidden']);
    }
    const malformed = await doctor.get(`${DOSSIER}/upload-type?filter[isMedical]=yes`, 'en');
    expect([malformed.status, exactly(ErrorBodySchema, malformed).errors]).toEqual([
      422,
      { 'filter[isMedical]': ['filter[isMedical] must be true or false.'] },
    ]);
  });
});

describe('the documents of a dossier in the demo backend', () => {
  it('answers the documents newest first, the medical ones to medical users only', async () => {
    const dossier = mixedDossier(doctor);
    const path = `${DOSSIER}/${dossier.id}/documents`;
    const all = await documentsOf(doctor, path);
    expect(all.some((document) => document.uploadType.isMedical)).toBe(true);
    const uploaded = all.map((document) => document.uploadedAt);
    expect(uploaded).toEqual([...uploaded].sort().toReversed());
    expect((await documentsOf(caseManager, path)).map((document) => document.id)).toEqual(
      all.filter((document) => !document.uploadType.isMedical).map((document) => document.id),
    );
  });

  it('hands out a document’s bytes with its type and name, a medical one to medical users only', async () => {
    const dossier = mixedDossier(doctor);
    const all = await documentsOf(doctor, `${DOSSIER}/${dossier.id}/documents`);
    const general = all.find((document) => !document.uploadType.isMedical && document.mimeType === PDF);
    const medical = all.find((document) => document.uploadType.isMedical);
    const download = (client: DemoClient, id: string | undefined) =>
      fetchRaw(client, `${DOSSIER}/${dossier.id}/documents/${id}/download`);
    const answer = await download(caseManager, general?.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe(PDF);
    expect(answer.headers.get('Content-Disposition')).toContain(`attachment; filename="`);
    const body = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(body.slice(0, 8))).toBe('%PDF-1.4');
    expect(body.byteLength).toBe(general?.size);
    expect((await download(caseManager, medical?.id)).status).toBe(403);
    expect((await download(doctor, medical?.id)).status).toBe(200);
    expect((await download(doctor, '1')).status).toBe(404);
    const elsewhere = stateOf(doctor).dossierDocuments.find((document) => document.dossierId !== dossier.id);
    expect((await download(doctor, elsewhere?.id)).status).toBe(404);
  });

  it('stores an upload, lists it first and gives the same bytes back, with an audit entry', async () => {
    const client = await signedIn('casemanager');
    const file = textFile('Verslag van het driegesprek.', 'Verslag Yılmaz.txt');
    const answer = await upload(client, '20001', { file, documentTypeId: '8', uploadTypeId: '1' });
    expect(answer.status).toBe(201);
    const { data } = exactly(DocumentAnswerSchema, answer);
    expect(data).toMatchObject({
      fileName: 'Verslag Yılmaz.txt',
      mimeType: 'text/plain',
      size: file.bytes.byteLength,
      documentType: { id: '8', nameNl: 'Correspondentie' },
      uploadType: { id: '1', isMedical: false },
      uploadedBy: { displayName: 'Linda Hoekstra' },
      uploadedAt: '2026-03-02T08:00:00Z',
    });
    expect((await documentsOf(client))[0]).toEqual(data);
    const download = await fetchRaw(client, `${DOCUMENTS}/${data.id}/download`);
    expect(await download.text()).toBe('Verslag van het driegesprek.');
    expect(download.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Verslag Y_lmaz.txt"; filename*=UTF-8''Verslag%20Y%C4%B1lmaz.txt`,
    );
    expect(stateOf(client).auditLog.at(-1)).toMatchObject({
      entityType: 'dossier_document',
      entityId: data.id,
      action: 'created',
      changes: expect.arrayContaining([{ field: 'fileName', from: null, to: 'Verslag Yılmaz.txt' }]),
    });
  });

  it('refuses an upload without its parts, of a type not allowed, empty or over 10 MB, field by field', async () => {
    const before = stateOf(caseManager).dossierDocuments.length;
    const refusals = [
      [
        {},
        {
          file: ['This field is required.'],
          documentTypeId: ['This field is required.'],
          uploadTypeId: ['This field is required.'],
        },
      ],
      [
        { file: { name: 'setup.exe', type: 'application/x-msdownload', bytes: bytes(10) } },
        { file: ['Only PDF, PNG, JPEG, Word (.docx) and text (.txt) files can be uploaded.'] },
      ],
      [
        { file: { name: 'factuur.pdf', type: 'text/plain', bytes: bytes(10) } },
        { file: ['Only PDF, PNG, JPEG, Word (.docx) and text (.txt) files can be uploaded.'] },
      ],
      [{ file: textFile('', 'leeg.txt') }, { file: ['The file is empty.'] }],
      [
        { file: { name: 'scan.pdf', type: PDF, bytes: bytes(10 * MB + 1) } },
        { file: ['The file may be at most 10 MB.'] },
      ],
      [
        { file: textFile('x'), documentTypeId: '99' },
        { documentTypeId: ['This document type does not exist.'] },
      ],
    ] as const;
    for (const [parts, errors] of refusals) {
      const full = { documentTypeId: '8', uploadTypeId: '1', ...parts };
      const refused = await upload(caseManager, '20001', Object.keys(parts).length ? full : {}, 'en');
      expect([refused.status, exactly(ErrorBodySchema, refused).errors]).toEqual([422, errors]);
    }
    expect(stateOf(caseManager).dossierDocuments).toHaveLength(before);
    const limit = { name: 'scan.pdf', type: PDF, bytes: pdfBytes(10 * MB) };
    expect(
      (await upload(caseManager, '20001', { file: limit, documentTypeId: '8', uploadTypeId: '1' })).status,
    ).toBe(201);
  });

  it('stores a file only when its content is of its declared type', async () => {
    const client = await signedIn('casemanager');
    const before = stateOf(client).dossierDocuments.length;
    const of = (...values: number[]) => new Uint8Array([...values, 0, 1, 2, 3, 4, 5, 6, 7]);
    const ascii = (text: string) => new TextEncoder().encode(text);
    const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const cases = [
      ['verslag.pdf', PDF, ascii('%PDF-1.7 ...'), true],
      ['verslag.pdf', PDF, ascii('<html><script>alert(1)</script>'), false],
      ['verslag.pdf', PDF, ascii('MZ\x90\x00 program'), false],
      ['foto.png', 'image/png', of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), true],
      ['foto.png', 'image/png', of(0xff, 0xd8, 0xff, 0xe0), false],
      ['foto.jpg', 'image/jpeg', of(0xff, 0xd8, 0xff, 0xe0), true],
      ['foto.jpeg', 'image/jpeg', of(0x89, 0x50, 0x4e, 0x47), false],
      ['brief.docx', DOCX, of(0x50, 0x4b, 0x03, 0x04), true],
      ['brief.docx', DOCX, ascii('%PDF-1.7'), false],
      ['notitie.txt', 'text/plain', ascii('Gesprek met Yılmaz: € 12,50'), true],
      ['notitie.txt', 'text/plain; charset=utf-8', ascii('Eén regel\r\nen nog een'), true],
      ['notitie.txt', 'text/plain', new Uint8Array([0x48, 0x69, 0x00, 0x21]), false],
      ['notitie.txt', 'text/plain', new Uint8Array([0x48, 0xc3, 0x28, 0x69]), false],
      ['notitie.txt', 'text/plain', of(0x50, 0x4b, 0x03, 0x04), false],
    ] as const;
    const stored: string[] = [];
    for (const [name, type, content, accepted] of cases) {
      const file = { name, type, bytes: content as Uint8Array<ArrayBuffer> };
      const answer = await upload(client, '20001', { file, documentTypeId: '8', uploadTypeId: '1' }, 'en');
      if (accepted) {
        expect([name, answer.status]).toEqual([name, 201]);
        stored.push(exactly(DocumentAnswerSchema, answer).data.id);
      } else {
        expect([name, answer.status, exactly(ErrorBodySchema, answer).errors]).toEqual([
          name,
          422,
          { file: ['The content of the file does not match its type.'] },
        ]);
      }
    }
    expect(stateOf(client).dossierDocuments).toHaveLength(before + stored.length);
    const dutch = await upload(client, '20001', {
      file: { name: 'scan.pdf', type: PDF, bytes: ascii('GIF89a') as Uint8Array<ArrayBuffer> },
      documentTypeId: '8',
      uploadTypeId: '1',
    });
    expect(exactly(ErrorBodySchema, dutch).errors).toEqual({
      file: ['De inhoud van het bestand past niet bij het soort bestand.'],
    });
  });

  it('refuses a file name that is too long, hides its direction or folders, or is only dots', async () => {
    const client = await signedIn('casemanager');
    const before = stateOf(client).dossierDocuments.length;
    const invalid = {
      en: 'The file name may not contain folders, control characters or text-direction marks, nor be only dots.',
      nl: 'De naam van het bestand mag geen mappen, stuurtekens of tekens voor schrijfrichting bevatten en niet alleen uit punten bestaan.',
    };
    const tooLong = {
      en: 'The file name may not be longer than 255 characters.',
      nl: 'De naam van het bestand mag niet meer dan 255 tekens bevatten.',
    };
    const names = [
      [`${'a'.repeat(251)}.txt`, null],
      [`${'a'.repeat(252)}.txt`, tooLong],
      [`${'ı'.repeat(251)}.txt`, null],
      ['rapport\u202Etxt.exe.txt', invalid],
      ['rapport\u202A.txt', invalid],
      ['rapport\u2066.txt', invalid],
      ['rapport\u2069.txt', invalid],
      ['rapport\u200E.txt', invalid],
      ['rapport\u200F.txt', invalid],
      ['rapport\u061C.txt', invalid],
      ['rapport\u0000.txt', invalid],
      ['rapport\u0007.txt', invalid],
      ['rapport\u007F.txt', invalid],
      ['rapport\u0085.txt', invalid],
      ['map/rapport.txt', invalid],
      ['..\\..\\rapport.txt', invalid],
      ['../rapport.txt', invalid],
      ['..', 'dots'],
      ['rapport..txt', null],
      ['Verslag (definitief) – 2026.txt', null],
    ] as const;
    let stored = 0;
    for (const language of ['en', 'nl'] as const) {
      for (const [name, message] of names) {
        const file = textFile('Verslag', name);
        const answer = await upload(
          client,
          '20001',
          { file, documentTypeId: '8', uploadTypeId: '1' },
          language,
        );
        if (message === null) {
          expect([name, answer.status]).toEqual([name, 201]);
          stored += 1;
        } else if (message === 'dots') {
          expect(exactly(ErrorBodySchema, answer).errors?.['file']).toContain(invalid[language]);
        } else {
          expect([name, answer.status, exactly(ErrorBodySchema, answer).errors]).toEqual([
            name,
            422,
            { file: [message[language]] },
          ]);
        }
      }
    }
    expect(stateOf(client).dossierDocuments).toHaveLength(before + stored);
  });

  it('refuses a medical upload from a non-medical user and any upload from an employer', async () => {
    const file = textFile('Uitslag');
    const medical = await upload(caseManager, '20001', { file, documentTypeId: '9', uploadTypeId: '6' });
    expect(medical.status).toBe(403);
    expect((await upload(employer, '20001', { file, documentTypeId: '8', uploadTypeId: '1' })).status).toBe(
      403,
    );
    expect((await upload(doctor, '20001', { file, documentTypeId: '9', uploadTypeId: '6' })).status).toBe(
      201,
    );
    const other = aDossier(caseManager, (dossier) => MEDICAL_TYPES.includes(dossier.type));
    expect(
      (await upload(caseManager, other.id, { file, documentTypeId: '8', uploadTypeId: '1' })).status,
    ).toBe(403);
  });

  it('keeps the newest uploads up to its storage cap, and every seeded document', async () => {
    const client = await signedIn('casemanager');
    const seeded = stateOf(client).dossierDocuments.length;
    const ids: string[] = [];
    for (const name of ['een.pdf', 'twee.pdf', 'drie.pdf']) {
      const file = { name, type: PDF, bytes: pdfBytes(10 * MB) };
      const answer = await upload(client, '20001', { file, documentTypeId: '10', uploadTypeId: '4' });
      ids.push(exactly(DocumentAnswerSchema, answer).data.id);
    }
    const kept = (await documentsOf(client)).map((document) => document.id);
    expect(ids.map((id) => kept.includes(id))).toEqual([false, true, true]);
    expect(stateOf(client).dossierDocuments).toHaveLength(seeded + 2);
  });
});
