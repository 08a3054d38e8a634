import { describe, expect, it } from 'vitest';
import { DossierDocuments } from '../../../src/application/dossiers/dossier-documents';
import { DownloadDocument } from '../../../src/application/dossiers/download-document';
import type { UploadProgress } from '../../../src/application/dossiers/dossier-file-gateway';
import { UploadDocument } from '../../../src/application/dossiers/upload-document';
import { ok } from '../../../src/domain/shared/result';
import {
  aDocument,
  aFile,
  failing,
  FakeDossierFileGateway,
  GENERAL_UPLOAD_TYPE,
  MEDICAL_UPLOAD_TYPE,
  RecordingFileDownload,
  rejected,
} from '../../support/dossier-file-fakes';
import { FakeSessionStore, RecordingNotifier } from '../../support/fakes';
import { aUser } from '../../support/user-mother';

function setUp(medical = false) {
  const gateway = new FakeDossierFileGateway();
  const notifier = new RecordingNotifier();
  const session = new FakeSessionStore();
  const user = aUser().withRole(['view_tasks']);
  session.signIn((medical ? user.medical() : user).build());
  const files = new RecordingFileDownload();
  return {
    gateway,
    notifier,
    files,
    documents: new DossierDocuments(gateway, session, notifier),
    upload: new UploadDocument(gateway, notifier),
    download: new DownloadDocument(gateway, files, notifier),
  };
}

const complete = { file: aFile(), documentTypeId: '2', uploadTypeId: '1' };

describe('reading documents', () => {
  it('gives the dossier’s documents and the document types', async () => {
    const { documents, gateway } = setUp();
    expect(await documents.list('20001')).toEqual({ ok: true, value: [aDocument()] });
    expect((await documents.documentTypes()).ok).toBe(true);
    expect(gateway.calls).toEqual(['documents:20001', 'documentTypes']);
  });

  it('asks a non-medical user’s upload types without the medical ones', async () => {
    const { documents, gateway } = setUp(false);
    expect(await documents.uploadTypes()).toEqual({ ok: true, value: [GENERAL_UPLOAD_TYPE] });
    expect(gateway.calls).toEqual(['uploadTypes:false']);
  });

  it('gives a medical user the general upload types, then the medical ones', async () => {
    const { documents, gateway } = setUp(true);
    expect(await documents.uploadTypes()).toEqual({
      ok: true,
      value: [GENERAL_UPLOAD_TYPE, MEDICAL_UPLOAD_TYPE],
    });
    expect(gateway.calls.sort()).toEqual(['uploadTypes:false', 'uploadTypes:true']);
  });

  it('has no upload types when the medical ones fail for a medical user', async () => {
    const { documents, gateway } = setUp(true);
    gateway.uploadTypesAnswer = (medical) => (medical ? failing({ kind: 'network', told: true }) : ok([]));
    expect(await documents.uploadTypes()).toEqual({ ok: false, error: 'dossier.unavailable' });
  });
});

describe('uploading a document', () => {
  it.each([
    [
      'no file and no types',
      { file: null, documentTypeId: null, uploadTypeId: null },
      { file: 'required', documentType: 'required', uploadType: 'required' },
    ],
    [
      'a program',
      { ...complete, file: aFile('setup.exe', 'application/x-msdownload') },
      { file: 'type-not-allowed' },
    ],
    [
      'a file over 10 MB',
      { ...complete, file: aFile('scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1) },
      { file: 'too-large' },
    ],
    ['an empty file', { ...complete, file: aFile('leeg.txt', 'text/plain', 0) }, { file: 'empty' }],
  ])('refuses %s before sending a byte', async (_case, draft, fields) => {
    const { upload, gateway } = setUp();
    const refused = await upload.execute('20001', draft);
    expect(!refused.ok && refused.error).toMatchObject({ code: 'save.invalid', fields });
    expect(gateway.calls).toEqual([]);
  });

  it('sends the file, tells its progress and says it is uploaded', async () => {
    const { upload, gateway, notifier } = setUp();
    const progress: UploadProgress[] = [];
    const uploaded = await upload.execute('20001', complete, (step) => progress.push(step));
    expect(uploaded).toEqual({ ok: true, value: aDocument() });
    expect(gateway.lastUpload).toEqual(complete);
    expect(progress.at(-1)).toEqual({ sentBytes: 1000, totalBytes: 1000 });
    expect(notifier.notices).toEqual([
      {
        type: 'success',
        title: 'dossierFile.notices.documentUploaded',
        values: { name: 'Plan van aanpak.pdf' },
      },
    ]);
  });

  it('puts the server’s field messages next to the form’s fields', async () => {
    const { upload, gateway } = setUp();
    gateway.uploadAnswer = failing(
      rejected(422, {
        file: ['Het bestand is leeg.'],
        documentTypeId: ['Deze soort document bestaat niet.'],
      }),
    );
    const refused = await upload.execute('20001', complete);
    expect(!refused.ok && refused.error.serverFields).toEqual({
      file: 'Het bestand is leeg.',
      documentType: 'Deze soort document bestaat niet.',
    });
  });

  it('tells nobody of a cancelled upload', async () => {
    const { upload, gateway, notifier } = setUp();
    gateway.uploadAnswer = failing({ kind: 'aborted' });
    const cancelled = await upload.execute('20001', complete);
    expect(!cancelled.ok && cancelled.error.code).toBe('save.unavailable');
    expect(notifier.notices).toEqual([]);
  });
});

describe('downloading a document', () => {
  it('hands the browser the bytes under the name the server gave', async () => {
    const { download, files } = setUp();
    expect(await download.execute('20001', aDocument())).toEqual({ ok: true, value: undefined });
    expect(files.saved).toEqual([
      {
        name: 'Plan van aanpak Yılmaz.pdf',
        mimeType: 'application/pdf',
        contents: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
      },
    ]);
  });

  it('falls back to the listed name and type when the server gives none', async () => {
    const { download, gateway, files } = setUp();
    gateway.downloadAnswer = ok({ bytes: new Uint8Array([1]), mimeType: '', fileName: null });
    await download.execute('20001', aDocument());
    expect(files.saved[0]).toMatchObject({ name: 'Plan van aanpak.pdf', mimeType: 'application/pdf' });
  });

  it('saves nothing when the document may not be had', async () => {
    const { download, gateway, files } = setUp();
    gateway.downloadAnswer = failing(rejected(403, {}, 'U heeft hiervoor geen toestemming.', true));
    expect(await download.execute('20001', aDocument())).toEqual({ ok: false, error: 'dossier.forbidden' });
    expect(files.saved).toEqual([]);
  });
});
