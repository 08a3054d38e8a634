import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { UwvContentField } from '../../../../domain/dossiers/uwv-correction';
import { DateField } from '../../../components/form/date-field';
import { NumberField } from '../../../components/form/number-field';
import { TextField } from '../../../components/form/text-field';
import { useFocusOnRefusal } from '../../../components/record/form-focus';
import { formatDate } from '../../../format';
import { useServices, useT } from '../../../services-context';
import type { DossierUwvViewModel, UwvMessageRow } from './dossier-uwv-view-model';
import { PartStatus } from './part-status';
import '../../../components/data-table/data-table.css';

const StatusCell = observer(function StatusCell({
  row,
  vm,
}: {
  row: UwvMessageRow;
  vm: DossierUwvViewModel;
}) {
  const t = useT();
  const { message, correctedBy } = row;
  const status = t(`dossierFile.uwvStatuses.${message.status}`);
  const kind = t(`dossierFile.uwvKinds.${message.kind}`);
  return (
    <td data-label={t('dossier.uwv.status')}>
      {message.status === 'rejected' ? (
        <>
          {message.resentAs ? (
            <span>{`${status} · ${t('dossier.uwv.resent')}`}</span>
          ) : (
            <strong className="dossier__uwv-rejected">{status}</strong>
          )}
          {message.rejection ? (
            <p className="dossier__uwv-reason">
              <span className="visually-hidden">{t('dossier.uwv.reason')}: </span>
              {message.rejection.reason}
            </p>
          ) : null}
          {correctedBy ? (
            <p className="dossier__uwv-note muted">
              {t('dossier.uwv.correctedBy', { reference: correctedBy.reference })}
            </p>
          ) : null}
        </>
      ) : (
        status
      )}
      {row.mayCorrect && vm.correcting?.id !== message.id ? (
        <p className="dossier__uwv-action">
          <button
            type="button"
            className="button button--small"
            aria-label={t('dossier.uwv.correctNamed', { kind, reference: message.reference })}
            onClick={() => vm.startCorrecting(message.id)}
          >
            {t('dossier.uwv.correct')}
          </button>
        </p>
      ) : null}
    </td>
  );
});

const CorrectionForm = observer(function CorrectionForm({ vm }: { vm: DossierUwvViewModel }) {
  const t = useT();
  const { feedback } = vm;
  const formRef = useFocusOnRefusal(feedback);
  const message = vm.correcting;
  if (!message) return null;
  const flagged = vm.flaggedField;
  const reason = message.rejection?.reason ?? '';
  const errorOf = (field: UwvContentField): string | null => {
    const problem = feedback.problemOf(field);
    return problem ? t(`dossierFile.uwvProblems.${problem}`) : feedback.serverMessageOf(field);
  };
  const helpOf = (field: UwvContentField, help: string): string =>
    field === flagged ? `${t('dossier.uwv.flagged', { reason })} ${help}` : help;
  const marked = (field: UwvContentField) =>
    `dossier__uwv-field${field === flagged ? ' dossier__uwv-field--flagged' : ''}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  return (
    <form
      ref={formRef}
      className="dossier__uwv-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="uwv-correction-title"
      aria-busy={feedback.busy}
    >
      <h3 id="uwv-correction-title">
        {t('dossier.uwv.form', {
          kind: t(`dossierFile.uwvKinds.${message.kind}`),
          reference: message.reference,
        })}
      </h3>
      <p>{t('dossier.uwv.formIntro')}</p>
      <div className={marked('firstSickDay')}>
        <DateField
          id="uwv-first-sick-day"
          label={t('dossier.uwv.firstSickDay')}
          required
          autoFocus={flagged === 'firstSickDay'}
          value={vm.firstSickDay}
          onValue={vm.setFirstSickDay}
          help={helpOf('firstSickDay', t('dossier.uwv.firstSickDayHelp'))}
          error={errorOf('firstSickDay')}
        />
      </div>
      <div className={marked('hoursPerWeek')}>
        <NumberField
          id="uwv-hours-per-week"
          label={t('dossier.uwv.hoursPerWeek')}
          required
          integer
          autoFocus={flagged === 'hoursPerWeek'}
          value={vm.hoursPerWeek}
          onValue={vm.setHoursPerWeek}
          help={helpOf('hoursPerWeek', t('dossier.uwv.hoursPerWeekHelp'))}
          error={errorOf('hoursPerWeek')}
        />
      </div>
      <div className={marked('payrollTaxNumber')}>
        <TextField
          id="uwv-payroll-tax-number"
          label={t('dossier.uwv.payrollTaxNumber')}
          required
          autoComplete="off"
          spellCheck={false}
          autoFocus={flagged === 'payrollTaxNumber'}
          value={vm.payrollTaxNumber}
          onValue={vm.setPayrollTaxNumber}
          help={helpOf('payrollTaxNumber', t('dossier.uwv.payrollTaxNumberHelp'))}
          error={errorOf('payrollTaxNumber')}
        />
      </div>
      <div role="alert" className="form-summary">
        {feedback.code &&
        feedback.code !== 'save.invalid' &&
        (feedback.code !== 'save.rejected' || feedback.message) ? (
          <div className="form__error">
            <p>{t('dossier.uwv.notSent')}</p>
            {feedback.message ? <p>{feedback.message}</p> : null}
          </div>
        ) : null}
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary" aria-disabled={feedback.busy}>
          {feedback.busy ? t('dossier.uwv.sending') : t('dossier.uwv.send')}
        </button>
        <button type="button" className="button" onClick={vm.stopCorrecting}>
          {t('dossier.uwv.cancel')}
        </button>
      </div>
    </form>
  );
});

/**
 * The dossier's messages to the UWV: kind, date, status (a rejected one with the UWV's reason beside
 * it) and reference; for a reader who may edit the dossier, a rejected one corrected and sent again.
 */
export const DossierUwvSection = observer(function DossierUwvSection({ vm }: { vm: DossierUwvViewModel }) {
  const t = useT();
  const language = useServices().locale.current;
  if (!vm.reported) return <p className="muted">{t('dossier.uwv.none')}</p>;
  const rows = vm.rows;
  return (
    <PartStatus state={vm.state} failed={t('dossier.uwv.failed')} onRetry={vm.retry}>
      {rows.length === 0 ? (
        <p className="muted">{t('dossier.uwv.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table data-table--responsive dossier__uwv-table">
            <caption className="visually-hidden">{t('dossier.uwv.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dossier.uwv.kind')}</th>
                <th scope="col">{t('dossier.uwv.sentOn')}</th>
                <th scope="col">{t('dossier.uwv.status')}</th>
                <th scope="col">{t('dossier.uwv.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.message.id} data-key={row.message.id}>
                  <th scope="row" data-label={t('dossier.uwv.kind')}>
                    {t(`dossierFile.uwvKinds.${row.message.kind}`)}
                  </th>
                  <td data-label={t('dossier.uwv.sentOn')}>{formatDate(row.message.sentOn, language)}</td>
                  <StatusCell row={row} vm={vm} />
                  <td data-label={t('dossier.uwv.reference')}>
                    {row.message.reference}
                    {row.corrects ? (
                      <p className="dossier__uwv-note muted">
                        {t('dossier.uwv.corrects', { reference: row.corrects.reference })}
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CorrectionForm vm={vm} />
    </PartStatus>
  );
});
