import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { uploadFileOf } from '../../../../application/dossiers/dossier-file-gateway';
import type { UploadFieldProblem } from '../../../../application/dossiers/upload-document';
import { describedBy, FieldFrame } from '../../../components/form/field-frame';
import { SelectField } from '../../../components/form/select-field';
import { formatDateTime } from '../../../format';
import type { Translate } from '../../../services-context';
import { useServices, useT } from '../../../services-context';
import type { DossierDocumentsViewModel } from './dossier-documents-view-model';
import { fileSize, inLanguageOf } from './dossier-text';
import { PartStatus } from './part-status';
import '../../../components/data-table/data-table.css';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,.txt,application/pdf,image/png,image/jpeg,text/plain';

const problemText = (t: Translate, problem: UploadFieldProblem | null) =>
  problem ? t(`dossierFile.problems.${problem}`) : null;

const UploadForm = observer(function UploadForm({ vm }: { vm: DossierDocumentsViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  const { feedback } = vm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const fileError = problemText(t, feedback.problemOf('file')) ?? feedback.serverMessageOf('file');
  return (
    <form className="dossier__upload" noValidate onSubmit={submit} aria-labelledby="dossier-upload">
      <h3 id="dossier-upload">{t('dossier.documents.upload')}</h3>
      <FieldFrame
        id="document-file"
        label={t('dossier.documents.file')}
        help={t('dossier.documents.fileHelp')}
        error={fileError}
        required
      >
        <input
          key={vm.formKey}
          id="document-file"
          type="file"
          accept={ACCEPT}
          required
          aria-invalid={fileError ? true : undefined}
          aria-describedby={describedBy('document-file', {
            help: t('dossier.documents.fileHelp'),
            error: fileError,
          })}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            vm.chooseFile(chosen ? uploadFileOf(chosen) : null);
          }}
        />
      </FieldFrame>
      <div className="dossier__row">
        <SelectField
          id="document-type"
          label={t('dossier.documents.documentType')}
          required
          value={vm.documentTypeId}
          options={[
            { value: '', label: t('dossier.documents.choose') },
            ...vm.documentTypes.map((type) => ({ value: type.id, label: inLanguageOf(type.name, language) })),
          ]}
          error={
            problemText(t, feedback.problemOf('documentType')) ?? feedback.serverMessageOf('documentType')
          }
          onValue={vm.chooseDocumentType}
        />
        <SelectField
          id="upload-type"
          label={t('dossier.documents.uploadType')}
          required
          value={vm.uploadTypeId}
          options={[
            { value: '', label: t('dossier.documents.choose') },
            ...vm.uploadTypes.map((type) => ({
              value: type.id,
              label: `${inLanguageOf(type.name, language)}${type.isMedical ? ` (${t('dossier.medical')})` : ''}`,
            })),
          ]}
          error={problemText(t, feedback.problemOf('uploadType')) ?? feedback.serverMessageOf('uploadType')}
          onValue={vm.chooseUploadType}
        />
      </div>
      {vm.progress !== null ? (
        <div className="dossier__progress">
          <label htmlFor="upload-progress">{t('dossier.documents.progress')}</label>
          <progress id="upload-progress" max={1} value={vm.progress}>
            {Math.round(vm.progress * 100)}%
          </progress>
          <button type="button" className="button button--secondary button--small" onClick={vm.cancelUpload}>
            {t('dossier.documents.cancelUpload')}
          </button>
        </div>
      ) : null}
      <div role="alert" className="form-summary">
        {feedback.code && feedback.code !== 'save.invalid' ? (
          <div className="form__error">
            <p>{t('dossier.documents.notUploaded')}</p>
            {feedback.message ? <p>{feedback.message}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={feedback.busy}>
          {t('dossier.documents.send')}
        </button>
      </div>
    </form>
  );
});

/** The documents of the dossier, each downloadable, and the upload form for who may add one. */
export const DossierDocumentsSection = observer(function DossierDocumentsSection({
  vm,
}: {
  vm: DossierDocumentsViewModel;
}) {
  const t = useT();
  const language = useServices().locale.current;
  return (
    <PartStatus state={vm.state} failed={t('dossier.documents.failed')} onRetry={vm.retry}>
      {vm.documents.length === 0 ? (
        <p className="muted">{t('dossier.documents.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('dossier.documents.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dossier.documents.name')}</th>
                <th scope="col">{t('dossier.documents.documentType')}</th>
                <th scope="col">{t('dossier.documents.uploaded')}</th>
                <th scope="col">{t('dossier.documents.size')}</th>
                <th scope="col">{t('dataTable.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {vm.documents.map((document) => (
                <tr key={document.id}>
                  <th scope="row" className="dossier__file-name">
                    {document.fileName}
                    {document.uploadType.isMedical ? (
                      <span className="badge badge--warning">{t('dossier.medical')}</span>
                    ) : null}
                  </th>
                  <td>{inLanguageOf(document.documentType.name, language)}</td>
                  <td>
                    {formatDateTime(document.uploadedAt, language)}
                    <br />
                    <span className="muted">{document.uploadedBy.displayName}</span>
                  </td>
                  <td>{fileSize(document.size, language)}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={vm.downloading !== null}
                      onClick={() => void vm.download(document)}
                      aria-label={t('dossier.documents.downloadNamed', { name: document.fileName })}
                    >
                      {t('dossier.documents.download')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {vm.mayUpload ? <UploadForm vm={vm} /> : null}
    </PartStatus>
  );
});
