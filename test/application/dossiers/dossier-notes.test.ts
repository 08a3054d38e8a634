import { describe, expect, it } from 'vitest';
import { DossierNotes } from '../../../src/application/dossiers/dossier-notes';
import { KeepNoteDraft } from '../../../src/application/dossiers/keep-note-draft';
import { SaveNote } from '../../../src/application/dossiers/save-note';
import { ok } from '../../../src/domain/shared/result';
import { aDraft, aNote, failing, FakeDossierFileGateway, rejected } from '../../support/dossier-file-fakes';
import { RecordingNotifier } from '../../support/fakes';

function setUp() {
  const gateway = new FakeDossierFileGateway();
  const notifier = new RecordingNotifier();
  return {
    gateway,
    notifier,
    notes: new DossierNotes(gateway, notifier),
    save: new SaveNote(gateway, notifier),
    drafts: new KeepNoteDraft(gateway, notifier),
  };
}

describe('reading notes', () => {
  it('gives the dossier’s notes, the note types and a template as the back office answers them', async () => {
    const { notes, gateway } = setUp();
    expect(await notes.list('20001')).toEqual({ ok: true, value: [aNote()] });
    expect((await notes.noteTypes()).ok).toBe(true);
    expect((await notes.template('101')).ok).toBe(true);
    expect(gateway.calls).toEqual(['notes:20001', 'noteTypes', 'template:101']);
  });

  it('answers a medical template refused to a non-medical user as forbidden', async () => {
    const { notes, gateway } = setUp();
    gateway.templateAnswer = failing(rejected(403, {}, 'U heeft hiervoor geen toestemming.', true));
    expect(await notes.template('601')).toEqual({ ok: false, error: 'dossier.forbidden' });
  });
});

describe('saving a note', () => {
  it('refuses a note without a type, without text or too long before sending anything', async () => {
    const { save, gateway } = setUp();
    const refused = await save.execute('20001', { noteTypeId: null, html: '<p><br></p>' });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'save.invalid',
      fields: { noteType: 'required', html: 'required' },
    });
    const long = await save.execute('20001', { noteTypeId: '1', html: `<p>${'x'.repeat(50_000)}</p>` });
    expect(!long.ok && long.error.fields).toEqual({ html: 'too-long' });
    expect(gateway.calls).toEqual([]);
  });

  it('saves the note and says so', async () => {
    const { save, gateway, notifier } = setUp();
    const saved = await save.execute('20001', { noteTypeId: '1', html: '<p>Gesprek gevoerd.</p>' });
    expect(saved).toEqual({ ok: true, value: aNote() });
    expect(gateway.lastNote).toEqual({ noteTypeId: '1', html: '<p>Gesprek gevoerd.</p>' });
    expect(notifier.notices).toEqual([{ type: 'success', title: 'dossierFile.notices.noteSaved' }]);
  });

  it('puts the server’s field messages next to the form’s fields', async () => {
    const { save, gateway, notifier } = setUp();
    gateway.addNoteAnswer = failing(
      rejected(422, { noteTypeId: ['Deze soort notitie bestaat niet.'], html: ['Te lang.'] }),
    );
    const refused = await save.execute('20001', { noteTypeId: '42', html: '<p>Tekst</p>' });
    expect(!refused.ok && refused.error).toEqual({
      code: 'save.rejected',
      fields: {},
      serverFields: { noteType: 'Deze soort notitie bestaat niet.', html: 'Te lang.' },
      message: null,
    });
    expect(notifier.notices).toEqual([]);
  });

  it('gives the server’s reason when it refuses the note as a whole', async () => {
    const { save, gateway } = setUp();
    gateway.addNoteAnswer = failing(rejected(403, {}, 'U heeft hiervoor geen toestemming.'));
    const refused = await save.execute('20001', { noteTypeId: '6', html: '<p>Diagnose</p>' });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'save.refused',
      message: 'U heeft hiervoor geen toestemming.',
    });
  });
});

describe('keeping a note draft on the server', () => {
  it('reads the draft, or none', async () => {
    const { drafts, gateway } = setUp();
    expect(await drafts.read('20001')).toEqual({ ok: true, value: null });
    gateway.draftAnswer = ok(aDraft());
    expect(await drafts.read('20001')).toEqual({ ok: true, value: aDraft() });
  });

  it('keeps what is being written without a word on success', async () => {
    const { drafts, gateway, notifier } = setUp();
    const kept = await drafts.save('20001', { noteTypeId: null, html: '<p>Half af</p>' });
    expect(kept).toEqual({ ok: true, value: aDraft() });
    expect(gateway.lastDraft).toEqual({ noteTypeId: null, html: '<p>Half af</p>' });
    expect(notifier.notices).toEqual([]);
  });

  it('clears the draft instead of keeping one with nothing in it', async () => {
    const { drafts, gateway } = setUp();
    expect(await drafts.save('20001', { noteTypeId: null, html: '<p><br></p>' })).toEqual({
      ok: true,
      value: null,
    });
    expect(gateway.calls).toEqual(['clearDraft:20001']);
  });

  it('refuses a draft over 50,000 characters before sending it', async () => {
    const { drafts, gateway } = setUp();
    const refused = await drafts.save('20001', { noteTypeId: '1', html: 'x'.repeat(50_001) });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'save.invalid',
      fields: { html: 'too-long' },
    });
    expect(gateway.calls).toEqual([]);
  });

  it('tells a failed clearing once, in the server’s words when it has them', async () => {
    const { drafts, gateway, notifier } = setUp();
    gateway.clearDraftAnswer = failing(rejected(403, {}, 'U heeft hiervoor geen toestemming.'));
    expect(await drafts.clear('20001')).toEqual({ ok: false, error: 'draft.unavailable' });
    gateway.clearDraftAnswer = failing({ kind: 'network', told: true });
    expect(await drafts.clear('20001')).toEqual({ ok: false, error: 'draft.unavailable' });
    expect(notifier.notices).toEqual([
      { type: 'error', title: 'U heeft hiervoor geen toestemming.', verbatim: true },
    ]);
  });
});
