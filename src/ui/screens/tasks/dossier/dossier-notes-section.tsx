import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { lazy, Suspense } from 'react';
import type { NoteProblem } from '../../../../application/dossiers/save-note';
import { inLanguageOf } from './dossier-text';
import { SelectField } from '../../../components/form/select-field';
import { SafeHtml } from '../../../components/safe-html';
import { formatDateTime } from '../../../format';
import { useServices, useT } from '../../../services-context';
import type { Translate } from '../../../services-context';
import type { DossierNotesViewModel } from './dossier-notes-view-model';
import { PartStatus } from './part-status';

/** The editor (Tiptap, some tens of KiB) arrives with the first dossier a user may write in. */
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor'));

const noteProblemText = (t: Translate, problem: NoteProblem | null) =>
  problem === 'too-long'
    ? t('dossierFile.problems.too-long')
    : problem
      ? t('dossierFile.problems.required')
      : null;

const NoteForm = observer(function NoteForm({ vm }: { vm: DossierNotesViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const { feedback } = vm;
  return (
    <form className="dossier__note-form" noValidate onSubmit={submit} aria-labelledby="dossier-new-note">
      <h3 id="dossier-new-note">{t('dossier.notes.new')}</h3>
      <div className="dossier__row">
        <SelectField
          id="note-type"
          label={t('dossier.notes.type')}
          required
          value={vm.noteTypeId}
          options={[
            { value: '', label: t('dossier.notes.chooseType') },
            ...vm.noteTypes.map((type) => ({ value: type.id, label: inLanguageOf(type.name, language) })),
          ]}
          error={noteProblemText(t, feedback.problemOf('noteType')) ?? feedback.serverMessageOf('noteType')}
          onValue={vm.chooseNoteType}
        />
        {vm.templates.length > 0 ? (
          <SelectField
            id="note-template"
            label={t('dossier.notes.template')}
            help={t('dossier.notes.templateHelp')}
            value=""
            options={[
              { value: '', label: t('dossier.notes.chooseTemplate') },
              ...vm.templates.map((template) => ({ value: template.id, label: template.name })),
            ]}
            onValue={(id) => void vm.applyTemplate(id)}
          />
        ) : null}
      </div>
      <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
        <RichTextEditor
          id="note-text"
          label={t('dossier.notes.text')}
          required
          html={vm.html}
          resetKey={vm.resetKey}
          onHtml={vm.setHtml}
          error={noteProblemText(t, feedback.problemOf('html')) ?? feedback.serverMessageOf('html')}
          disabled={feedback.busy}
        />
      </Suspense>
      <output className="dossier__draft muted" aria-live="polite">
        {vm.draft === 'saved'
          ? t('dossier.notes.draftSaved')
          : vm.draft === 'failed'
            ? t('dossier.notes.draftFailed')
            : ''}
      </output>
      <div role="alert" className="form-summary">
        {feedback.code && feedback.code !== 'save.invalid' ? (
          <div className="form__error">
            <p>{t('dossier.notes.notSaved')}</p>
            {feedback.message ? <p>{feedback.message}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={feedback.busy}>
          {t('dossier.notes.save')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void vm.discard()}
          disabled={feedback.busy}
        >
          {t('dossier.notes.discard')}
        </button>
      </div>
    </form>
  );
});

/** The notes of the dossier, newest first, each shown only through the one sanitizing component. */
export const DossierNotesSection = observer(function DossierNotesSection({
  vm,
}: {
  vm: DossierNotesViewModel;
}) {
  const t = useT();
  const language = useServices().locale.current;
  return (
    <PartStatus state={vm.state} failed={t('dossier.notes.failed')} onRetry={vm.retry}>
      {vm.mayWrite ? <NoteForm vm={vm} /> : null}
      {vm.notes.length === 0 ? (
        <p className="muted">{t('dossier.notes.none')}</p>
      ) : (
        <ol className="dossier__notes" aria-label={t('dossier.notes.list')}>
          {vm.notes.map((note) => (
            <li key={note.id} className="dossier__note">
              <p className="dossier__note-meta">
                <strong>{inLanguageOf(note.noteType.name, language)}</strong>
                {note.noteType.isMedical ? (
                  <span className="badge badge--warning">{t('dossier.medical')}</span>
                ) : null}
                <span className="muted">
                  {' '}
                  · {note.author.displayName} · {formatDateTime(note.createdAt, language)}
                </span>
              </p>
              <SafeHtml className="dossier__note-text" html={note.html} />
            </li>
          ))}
        </ol>
      )}
    </PartStatus>
  );
});
