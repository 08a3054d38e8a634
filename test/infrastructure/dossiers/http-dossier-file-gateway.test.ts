import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { UploadProgress } from '../../../src/application/dossiers/dossier-file-gateway';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpDossierFileGateway } from '../../../src/infrastructure/dossiers/http-dossier-file-gateway';
import { HttpDossierGateway } from '../../../src/infrastructure/dossiers/http-dossier-gateway';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

async function signedIn(username: string) {
  const backend = inProcessBackend();
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  const signIn = await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD });
  expect(signIn.ok).toBe(true);
  return {
    files: new HttpDossierFileGateway(http),
    dossiers: new HttpDossierGateway(http),
    notifier,
    backend,
  };
}

const uploadOf = (text: string, name = 'gespreksverslag.txt', mimeType = 'text/plain') => {
  const content = new Blob([text], { type: mimeType });
  return { name, mimeType, size: content.size, content };
};

/** A dossier of the seed reported to the UWV with messages, and a medical one. */
const seeded = (backend: ReturnType<typeof inProcessBackend>) => {
  const { dossiers, uwvMessages } = backend.store.state;
  const reported = dossiers.find((dossier) =>
    uwvMessages.some((message) => message.dossierId === dossier.id),
  );
  const medical = dossiers.find((dossier) => dossier.type === 'psychologist');
  if (!reported || !medical) throw new Error('the seed lacks a reported or a medical dossier');
  return { reported, medical };
};

describe('the dossier view gateway against the demo backend', () => {
  it('opens a dossier as domain values and puts it first in the recently viewed dossiers', async () => {
    const { files, dossiers, backend } = await signedIn('casemanager');
    const { reported } = seeded(backend);
    const opened = await files.dossier(reported.id);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.value.startDate).toBeInstanceOf(Temporal.PlainDate);
    expect(opened.value.employee.dateOfBirth).toBeInstanceOf(Temporal.PlainDate);
    expect(opened.value.openTasks.every((task) => task.dueDate instanceof Temporal.PlainDate)).toBe(true);
    expect(opened.value.reportsToUwv).toBe(true);
    const recent = await dossiers.recentlyViewed(5);
    expect(recent.ok && recent.value[0]?.id).toBe(reported.id);
    const sections = await files.sections(opened.value.type);
    expect(sections.ok && sections.value.map((section) => section.key).at(-1)).toBe('uwv');
    expect(sections.ok && sections.value[0]?.title).toEqual({ nl: 'Overzicht', en: 'Overview' });
    const messages = await files.uwvMessages(opened.value.type, reported.id);
    expect(messages.ok && messages.value.length).toBeGreaterThan(0);
    expect(messages.ok && messages.value[0]?.sentOn).toBeInstanceOf(Temporal.PlainDate);
  });

  it('tells nobody when a dossier is out of reach or gone: the screen shows it', async () => {
    const { files, backend, notifier } = await signedIn('casemanager');
    const refused = await files.dossier(seeded(backend).medical.id);
    expect(!refused.ok && refused.error).toMatchObject({
      kind: 'rejected',
      status: 403,
      code: 'forbidden',
      told: false,
    });
    const gone = await files.dossier('99999');
    expect(!gone.ok && gone.error).toMatchObject({ kind: 'rejected', status: 404, told: false });
    expect(notifier.notices).toEqual([]);
  });

  it('reads note types, a template and notes, saves a note and keeps, reads and clears a draft', async () => {
    const { files } = await signedIn('casemanager');
    const types = await files.noteTypes();
    expect(types.ok && types.value.map((type) => type.isMedical)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(types.ok && types.value[0]?.name).toEqual({ nl: 'Gespreksverslag', en: 'Conversation report' });
    const template = await files.noteTemplate('101');
    expect(template.ok && template.value.html).toContain('<strong>Eerste verzuimgesprek</strong>');
    const draft = await files.saveDraft('20001', { noteTypeId: null, html: '<p>Eerste aanzet</p>' });
    expect(draft.ok && draft.value.savedAt).toBeInstanceOf(Temporal.Instant);
    const read = await files.draft('20001');
    expect(read.ok && read.value?.html).toBe('<p>Eerste aanzet</p>');
    const saved = await files.addNote('20001', { noteTypeId: '1', html: '<p>Gesprek gevoerd.</p>' });
    expect(saved.ok && saved.value.createdAt).toBeInstanceOf(Temporal.Instant);
    const notes = await files.notes('20001');
    expect(notes.ok && notes.value[0]?.id).toBe(saved.ok ? saved.value.id : '');
    expect(notes.ok && notes.value.some((note) => note.html.includes('<script>'))).toBe(true);
    expect(await files.draft('20001')).toEqual({ ok: true, value: null });
    await files.saveDraft('20001', { noteTypeId: '2', html: '<p>Nog een</p>' });
    expect(await files.clearDraft('20001')).toEqual({ ok: true, value: undefined });
    expect(await files.draft('20001')).toEqual({ ok: true, value: null });
  });

  it('hands back a refused note’s field messages untold', async () => {
    const { files, notifier } = await signedIn('casemanager');
    const refused = await files.addNote('20001', { noteTypeId: '1', html: '<p></p>' });
    expect(!refused.ok && refused.error).toMatchObject({
      kind: 'rejected',
      status: 422,
      fieldErrors: { html: ['Dit veld is verplicht.'] },
      told: false,
    });
    expect(notifier.notices).toEqual([]);
  });

  it('reads document and upload types, refusing the medical upload types to a non-medical user', async () => {
    const { files } = await signedIn('casemanager');
    const documentTypes = await files.documentTypes();
    expect(documentTypes.ok && documentTypes.value).toHaveLength(10);
    const general = await files.uploadTypes(false);
    expect(general.ok && general.value.every((type) => !type.isMedical)).toBe(true);
    const medical = await files.uploadTypes(true);
    expect(!medical.ok && medical.error.kind === 'rejected' && medical.error.status).toBe(403);
    const doctor = await signedIn('bedrijfsarts.bakker');
    const forDoctor = await doctor.files.uploadTypes(true);
    expect(forDoctor.ok && forDoctor.value.map((type) => type.id)).toEqual(['5', '6', '7']);
  });

  it('uploads a document with its progress and the portal’s headers, and downloads the same bytes', async () => {
    const { files, backend } = await signedIn('casemanager');
    const progress: UploadProgress[] = [];
    const text = 'Verslag van het eerste verzuimgesprek.';
    const uploaded = await files.upload(
      '20001',
      { file: uploadOf(text), documentTypeId: '8', uploadTypeId: '1' },
      (step) => progress.push(step),
    );
    expect(uploaded.ok && uploaded.value).toMatchObject({
      fileName: 'gespreksverslag.txt',
      size: text.length,
    });
    expect(progress.at(-1)?.sentBytes).toBe(progress.at(-1)?.totalBytes);
    expect(progress.at(-1)?.totalBytes).toBeGreaterThan(text.length);
    const sent = backend.requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/documents'),
    );
    expect(sent?.headers.get('portal')).toBe('arbo');
    expect(sent?.headers.get('Accept-Language')).toBe('nl');
    expect(sent?.headers.get('csrf-token')).toBe(backend.cookie('csrf_token'));
    expect(sent?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const id = uploaded.ok ? uploaded.value.id : '';
    const listed = await files.documents('20001');
    expect(listed.ok && listed.value[0]?.uploadedAt).toBeInstanceOf(Temporal.Instant);
    const file = await files.download('20001', id);
    expect(file.ok && file.value.fileName).toBe('gespreksverslag.txt');
    expect(file.ok && file.value.mimeType).toBe('text/plain');
    expect(file.ok && new TextDecoder().decode(file.value.bytes)).toBe(text);
  });

  it('hands back a refused upload’s field messages untold, and tells a refused download', async () => {
    const { files, notifier, backend } = await signedIn('casemanager');
    const refused = await files.upload('20001', {
      file: uploadOf('MZ', 'setup.exe', 'application/x-msdownload'),
      documentTypeId: '8',
      uploadTypeId: '1',
    });
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'rejected', status: 422, told: false });
    expect(
      !refused.ok && refused.error.kind === 'rejected' && Object.keys(refused.error.fieldErrors),
    ).toEqual(['file']);
    expect(notifier.notices).toEqual([]);
    const medicalDocument = backend.store.state.dossierDocuments.find(
      (document) => document.uploadTypeId === '5',
    );
    const download = await files.download(medicalDocument?.dossierId ?? '', medicalDocument?.id ?? '');
    expect(!download.ok && download.error).toMatchObject({ kind: 'rejected', status: 403 });
    expect(notifier.notices).toEqual([
      { type: 'error', title: 'U heeft hiervoor geen toestemming.', verbatim: true },
    ]);
  });
});
