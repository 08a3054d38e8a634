import { beforeAll, describe, expect, it } from 'vitest';
import {
  NoteAnswerSchema,
  NoteDraftAnswerSchema,
  NotesSchema,
  NoteTemplateSchema,
  NoteTypePageSchema,
  SavedNoteDraftSchema,
} from '../../../../src/infrastructure/dossiers/dossier-file-schemas';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { exactly, signedIn, stateOf, userNamed } from '../case-client';
import type { DemoClient } from '../demo-client';
import { aDossier, DOSSIER, MEDICAL_TYPES, remove } from './dossier-file-client';

const MEDICAL_NOTE_TYPES = ['6', '7'];
const NOTES = `${DOSSIER}/20001/notes`;
const DRAFT = `${DOSSIER}/20001/note-draft`;

let doctor: DemoClient;
let caseManager: DemoClient;
let employer: DemoClient;
beforeAll(async () => {
  doctor = await signedIn('doctor');
  caseManager = await signedIn('casemanager');
  employer = await signedIn('employer');
});

const notesOf = async (client: DemoClient, path = NOTES) => exactly(NotesSchema, await client.get(path)).data;

describe('the note types and templates of the demo backend', () => {
  it('answers the note types with their templates, a page of 100, the medical ones to medical users only', async () => {
    const forDoctor = exactly(NoteTypePageSchema, await doctor.get(`${DOSSIER}/note-type?page[size]=100`));
    expect(forDoctor.meta).toEqual({ total: 7, page: 1, pageSize: 100 });
    expect(forDoctor.data.filter((type) => type.isMedical).map((type) => type.id)).toEqual(
      MEDICAL_NOTE_TYPES,
    );
    expect(forDoctor.data.find((type) => type.id === '6')).toMatchObject({
      nameNl: 'Spreekuurverslag bedrijfsarts',
      nameEn: 'Physician consultation report',
      templates: [
        { id: '601', name: 'Spreekuur bedrijfsarts (SOAP)' },
        { id: '602', name: 'Probleemanalyse' },
      ],
    });
    for (const client of [caseManager, employer]) {
      const page = exactly(NoteTypePageSchema, await client.get(`${DOSSIER}/note-type?page[size]=100`));
      expect(page.meta.total).toBe(5);
      expect(page.data.some((type) => type.isMedical)).toBe(false);
    }
  });

  it('answers a template’s formatted HTML, a medical one to medical users only', async () => {
    const template = exactly(NoteTemplateSchema, await caseManager.get(`${DOSSIER}/note-template/101`)).data;
    expect(template).toMatchObject({ id: '101', noteTypeId: '1', name: 'Eerste verzuimgesprek' });
    expect(template.html).toMatch(/^<p><strong>Eerste verzuimgesprek<\/strong>.*<ul><li>/);
    const refused = await caseManager.get(`${DOSSIER}/note-template/601`, 'en');
    expect([refused.status, exactly(ErrorBodySchema, refused).code]).toEqual([403, 'forbidden']);
    expect((await employer.get(`${DOSSIER}/note-template/701`)).status).toBe(403);
    expect((await doctor.get(`${DOSSIER}/note-template/601`)).status).toBe(200);
    expect((await doctor.get(`${DOSSIER}/note-template/999`)).status).toBe(404);
  });
});

describe('the notes of a dossier in the demo backend', () => {
  it('answers the notes newest first, the medical ones to medical users only', async () => {
    const all = await notesOf(doctor);
    expect(all.some((note) => note.noteType.isMedical)).toBe(true);
    const created = all.map((note) => note.createdAt);
    expect(created).toEqual([...created].sort().toReversed());
    for (const client of [caseManager, employer]) {
      const visible = await notesOf(client);
      expect(visible.map((note) => note.id)).toEqual(
        all.filter((note) => !note.noteType.isMedical).map((note) => note.id),
      );
    }
  });

  it('keeps the HTML exactly as written, a script and an event handler included', async () => {
    const hostile = (await notesOf(caseManager)).find((note) => note.html.includes('<script>'));
    expect(hostile?.html).toContain('<img src=x onerror="alert(\'xss\')">');
    expect(hostile).toMatchObject({ noteType: { id: '2', nameNl: 'Telefoonnotitie' } });
    expect((await notesOf(employer)).some((note) => note.id === hostile?.id)).toBe(true);
  });

  it('refuses the notes of a dossier out of reach, and of an unknown one', async () => {
    const medical = aDossier(caseManager, (dossier) => MEDICAL_TYPES.includes(dossier.type));
    expect((await caseManager.get(`${DOSSIER}/${medical.id}/notes`)).status).toBe(403);
    expect((await doctor.get(`${DOSSIER}/${medical.id}/notes`)).status).toBe(200);
    expect((await doctor.get(`${DOSSIER}/99999/notes`)).status).toBe(404);
  });

  it('saves a note as sent, puts it first and leaves an audit entry without its text', async () => {
    const client = await signedIn('casemanager');
    const html = '<p>Driegesprek gepland.</p><img src=x onerror=alert(1)>';
    const answer = await client.post(NOTES, { noteTypeId: '3', html });
    expect(answer.status).toBe(201);
    const { data } = exactly(NoteAnswerSchema, answer);
    expect(data).toMatchObject({
      html,
      noteType: { id: '3', isMedical: false },
      author: { id: userNamed('casemanager').id, displayName: 'Linda Hoekstra' },
      createdAt: '2026-03-02T08:00:00Z',
    });
    expect((await notesOf(client))[0]).toEqual(data);
    expect(stateOf(client).auditLog.at(-1)).toMatchObject({
      entityType: 'dossier_note',
      entityId: data.id,
      action: 'created',
      userName: 'Linda Hoekstra',
      changes: [
        { field: 'dossierId', from: null, to: '20001' },
        { field: 'noteTypeId', from: null, to: '3' },
        { field: 'characters', from: null, to: html.length },
      ],
    });
  });

  it('refuses a note without a type or text, too long, or of an unknown type, field by field', async () => {
    const refusals = [
      [{}, { noteTypeId: ['This field is required.'], html: ['This field is required.'] }],
      [{ noteTypeId: '1', html: '<p> &nbsp;</p><p><br></p>' }, { html: ['This field is required.'] }],
      [
        { noteTypeId: '1', html: 'x'.repeat(50_001) },
        { html: ['A note may have at most 50000 characters.'] },
      ],
      [{ noteTypeId: '42', html: '<p>Tekst</p>' }, { noteTypeId: ['This note type does not exist.'] }],
    ] as const;
    const before = stateOf(caseManager).dossierNotes.length;
    for (const [body, errors] of refusals) {
      const refused = await caseManager.post(NOTES, body, 'en');
      expect([refused.status, exactly(ErrorBodySchema, refused).errors]).toEqual([422, errors]);
    }
    expect(stateOf(caseManager).dossierNotes).toHaveLength(before);
    expect((await caseManager.post(NOTES, { noteTypeId: 1, html: 'x'.repeat(50_000) })).status).toBe(201);
  });

  it('refuses a medical note from a non-medical user and any note from an employer', async () => {
    const medical = await caseManager.post(NOTES, { noteTypeId: '6', html: '<p>Diagnose</p>' }, 'en');
    expect([medical.status, exactly(ErrorBodySchema, medical).code]).toEqual([403, 'forbidden']);
    expect((await employer.post(NOTES, { noteTypeId: '1', html: '<p>Gesprek</p>' })).status).toBe(403);
    expect((await doctor.post(NOTES, { noteTypeId: '6', html: '<p>Spreekuur</p>' })).status).toBe(201);
  });
});

describe('the note draft of a user in the demo backend', () => {
  it('keeps one draft per user and dossier, changes it, and drops it, each with an audit entry', async () => {
    const client = await signedIn('casemanager.vanleeuwen');
    expect(exactly(NoteDraftAnswerSchema, await client.get(DRAFT)).data).toBeNull();
    const first = exactly(
      SavedNoteDraftSchema,
      await client.put(DRAFT, { noteTypeId: null, html: '<p>Begin</p>' }),
    );
    expect(first.data).toEqual({ noteTypeId: null, html: '<p>Begin</p>', savedAt: '2026-03-02T08:00:00Z' });
    client.advance(60_000);
    await client.put(DRAFT, { noteTypeId: '1', html: '<p>Begin van het verslag</p>' });
    expect(exactly(NoteDraftAnswerSchema, await client.get(DRAFT)).data).toEqual({
      noteTypeId: '1',
      html: '<p>Begin van het verslag</p>',
      savedAt: '2026-03-02T08:01:00Z',
    });
    expect(stateOf(client).noteDrafts).toHaveLength(1);
    expect(exactly(NoteDraftAnswerSchema, await caseManager.get(DRAFT)).data).toBeNull();
    const removed = await remove(client, DRAFT);
    expect(removed.status).toBe(204);
    expect(exactly(NoteDraftAnswerSchema, await client.get(DRAFT)).data).toBeNull();
    expect((await remove(client, DRAFT)).status).toBe(204);
    const entries = stateOf(client).auditLog.filter((entry) => entry.entityType === 'dossier_note_draft');
    expect(entries.map((entry) => entry.action)).toEqual(['created', 'updated', 'deleted']);
    expect(JSON.stringify(entries)).not.toContain('verslag');
  });

  it('drops the author’s draft when the note is saved', async () => {
    const client = await signedIn('casemanager.vanleeuwen');
    await client.put(DRAFT, { noteTypeId: '1', html: '<p>Bijna klaar</p>' });
    await client.post(NOTES, { noteTypeId: '1', html: '<p>Klaar</p>' });
    expect(exactly(NoteDraftAnswerSchema, await client.get(DRAFT)).data).toBeNull();
  });

  it('refuses a draft without HTML, too long or of a medical type for a non-medical user, and employers', async () => {
    const missing = await caseManager.put(DRAFT, { noteTypeId: '1' }, 'en');
    expect([missing.status, exactly(ErrorBodySchema, missing).errors]).toEqual([
      422,
      { html: ['This field is required.'] },
    ]);
    expect((await caseManager.put(DRAFT, { noteTypeId: null, html: '' })).status).toBe(200);
    expect((await caseManager.put(DRAFT, { noteTypeId: null, html: 'x'.repeat(50_001) })).status).toBe(422);
    expect((await caseManager.put(DRAFT, { noteTypeId: '7', html: '<p>Uitslag</p>' })).status).toBe(403);
    expect((await employer.get(DRAFT)).status).toBe(403);
    expect((await employer.put(DRAFT, { noteTypeId: null, html: '<p>x</p>' })).status).toBe(403);
    expect((await remove(employer, DRAFT)).status).toBe(403);
  });
});
