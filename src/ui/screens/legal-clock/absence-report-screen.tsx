import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { RecoveryField, SickReportField } from '../../../domain/legal-clock/absence-reports';
import { EXPECTED_DURATIONS } from '../../../domain/legal-clock/absence-reports';
import { isEmployerUser } from '../../../domain/access/user';
import { CheckboxField } from '../../components/form/checkbox-fields';
import { DateField } from '../../components/form/date-field';
import { EmployeeSearchField } from '../../components/form/employee-search-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import { PageFrame } from '../../components/page-frame';
import { formatDate } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import type { AbsenceReportViewModel } from './absence-report-view-model';
import '../../components/record/record.css';
import { CaseStepList, stepKey } from './case-step-list';
import './legal-clock.css';

const SickReportForm = observer(function SickReportForm({ vm }: { vm: AbsenceReportViewModel }) {
  const t = useT();
  const errorOf = (field: SickReportField): string | null => {
    const problem = vm.sickProblemOf(field);
    return problem ? t(`legalClock.sick.problems.${problem}`) : vm.sickServerMessageOf(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submitSick();
  };
  return (
    <form className="record-form" noValidate onSubmit={onSubmit} aria-busy={vm.saving}>
      <fieldset>
        <legend>{t('legalClock.sick.legend')}</legend>
        {vm.message ? (
          <p className="notice notice--error" role="alert">
            {vm.message}
          </p>
        ) : null}
        <DateField
          id="absence-first-sick-day"
          label={t('legalClock.sick.firstSickDay')}
          required
          value={vm.firstSickDay}
          onValue={vm.setFirstSickDay}
          help={t('legalClock.sick.firstSickDayHelp')}
          error={errorOf('firstSickDay')}
        />
        {vm.continuesCase ? <p className="notice">{t('legalClock.sick.continues')}</p> : null}
        <TextField
          id="absence-phone"
          label={t('legalClock.sick.reachablePhone')}
          required
          type="tel"
          autoComplete="off"
          value={vm.reachablePhone}
          onValue={vm.setReachablePhone}
          error={errorOf('reachablePhone')}
        />
        <TextField
          id="absence-address"
          label={t('legalClock.sick.reachableAddress')}
          autoComplete="off"
          value={vm.reachableAddress}
          onValue={vm.setReachableAddress}
          help={t('legalClock.sick.reachableAddressHelp')}
          error={errorOf('reachableAddress')}
        />
        <SelectField
          id="absence-duration"
          label={t('legalClock.sick.expectedDuration')}
          required
          value={vm.expectedDuration}
          options={[
            { value: '', label: t('legalClock.sick.choose') },
            ...EXPECTED_DURATIONS.map((duration) => ({
              value: duration,
              label: t(`legalClock.sick.durations.${duration}`),
            })),
          ]}
          onValue={vm.setExpectedDuration}
          error={errorOf('expectedDuration')}
        />
        <TextareaField
          id="absence-handover"
          label={t('legalClock.sick.handover')}
          rows={3}
          value={vm.handover}
          onValue={vm.setHandover}
          help={t('legalClock.sick.handoverHelp')}
          error={errorOf('handover')}
        />
        <CheckboxField
          id="absence-safety-net"
          label={t('legalClock.sick.safetyNet')}
          checked={vm.safetyNet}
          onChecked={vm.setSafetyNet}
          help={t('legalClock.sick.safetyNetHelp')}
        />
        <CheckboxField
          id="absence-work-accident"
          label={t('legalClock.sick.workAccident')}
          checked={vm.workAccident}
          onChecked={vm.setWorkAccident}
        />
        <CheckboxField
          id="absence-third-party"
          label={t('legalClock.sick.thirdPartyLiable')}
          checked={vm.thirdPartyLiable}
          onChecked={vm.setThirdPartyLiable}
        />
      </fieldset>
      <button type="submit" className="button button--primary" aria-disabled={vm.saving}>
        {vm.saving ? t('legalClock.sick.submitting') : t('legalClock.sick.submit')}
      </button>
    </form>
  );
});

const RecoveryForm = observer(function RecoveryForm({ vm }: { vm: AbsenceReportViewModel }) {
  const t = useT();
  const errorOf = (field: RecoveryField): string | null => {
    const problem = vm.recoveryProblemOf(field);
    return problem ? t(`legalClock.recovery.problems.${problem}`) : vm.recoveryServerMessageOf(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submitRecovery();
  };
  return (
    <form className="record-form" noValidate onSubmit={onSubmit} aria-busy={vm.saving}>
      <fieldset>
        <legend>{t('legalClock.recovery.legend')}</legend>
        {vm.message ? (
          <p className="notice notice--error" role="alert">
            {vm.message}
          </p>
        ) : null}
        <fieldset className="choice-group">
          <legend>{t('legalClock.recovery.kind')}</legend>
          {(['full', 'partial'] as const).map((kind) => (
            <label key={kind} className="choice">
              <input
                type="radio"
                name="absence-recovery-kind"
                value={kind}
                checked={vm.recoveryKind === kind}
                onChange={() => vm.setRecoveryKind(kind)}
              />
              {t(`legalClock.recovery.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        <DateField
          id="absence-recovered-on"
          label={t('legalClock.recovery.recoveredOn')}
          required
          value={vm.recoveredOn}
          onValue={vm.setRecoveredOn}
          help={t('legalClock.recovery.recoveredOnHelp')}
          error={errorOf('recoveredOn')}
        />
        {vm.recoveryKind === 'partial' ? (
          <TextField
            id="absence-percentage"
            label={t('legalClock.recovery.percentage')}
            required
            inputMode="numeric"
            value={vm.percentage}
            onValue={vm.setPercentage}
            help={t('legalClock.recovery.percentageHelp')}
            error={errorOf('percentage')}
          />
        ) : null}
      </fieldset>
      <button type="submit" className="button button--primary" aria-disabled={vm.saving}>
        {vm.saving ? t('legalClock.recovery.submitting') : t('legalClock.recovery.submit')}
      </button>
    </form>
  );
});

/**
 * The case on its legal clock: every step with its deadline and state, the next one marked, as the
 * domain computes them (poortwachter-steps.ts). An employer reads its own duties only.
 */
const CaseTimeline = observer(function CaseTimeline({ vm }: { vm: AbsenceReportViewModel }) {
  const t = useT();
  const { session } = useServices();
  const steps = vm.steps;
  if (steps.length === 0) return null;
  const employer = session.user ? isEmployerUser(session.user) : false;
  const since = vm.sickSince;
  return (
    <section className="case-timeline" aria-labelledby="case-timeline-title">
      <h3 id="case-timeline-title">
        {t(employer ? 'legalClock.timeline.employerTitle' : 'legalClock.timeline.title')}
      </h3>
      <p>{since ? t('legalClock.timeline.intro', { week: since.week }) : t('legalClock.timeline.ended')}</p>
      <CaseStepList lines={steps.map((step) => ({ key: stepKey(step), step }))} next={vm.next} />
    </section>
  );
});

/**
 * Across the reader's open cases: what is late and what falls due within a week, by deadline, with the
 * count of late steps first; choosing a line opens that employee.
 */
const CasesOverview = observer(function CasesOverview({ vm }: { vm: AbsenceReportViewModel }) {
  const t = useT();
  const employer = vm.readsAsEmployer;
  return (
    <section className="case-overview" aria-labelledby="case-overview-title">
      <h2 id="case-overview-title">
        {t(employer ? 'legalClock.overview.employerTitle' : 'legalClock.overview.title')}
      </h2>
      {employer ? null : (
        <fieldset className="choice-group">
          <legend>{t('legalClock.overview.owner')}</legend>
          {(['me', 'all'] as const).map((owner) => (
            <label key={owner} className="choice">
              <input
                type="radio"
                name="case-overview-owner"
                value={owner}
                checked={vm.owner === owner}
                onChange={() => vm.setOwner(owner)}
              />
              {t(`legalClock.overview.owners.${owner}`)}
            </label>
          ))}
        </fieldset>
      )}
      {vm.casesState === 'loading' ? (
        <output>{t('legalClock.overview.loading')}</output>
      ) : vm.casesState === 'failed' ? (
        <div role="alert" className="notice notice--warning">
          <p>{t('legalClock.overview.failed')}</p>
          <button type="button" className="button" onClick={() => void vm.loadCases()}>
            {t('legalClock.retry')}
          </button>
        </div>
      ) : vm.coming.length === 0 ? (
        <p>{t('legalClock.overview.none')}</p>
      ) : (
        <>
          <p className="case-overview__count">{t('legalClock.overview.late', { count: vm.lateCount })}</p>
          <CaseStepList
            lines={vm.coming.map(({ case: open, step }) => ({
              key: stepKey(step, open.dossierId),
              step,
              lead: (
                <button
                  type="button"
                  className="button button--link case-overview__employee"
                  aria-label={t('legalClock.overview.open', { name: open.employeeName })}
                  onClick={() =>
                    vm.chooseEmployee({
                      id: open.employeeId,
                      name: open.employeeName,
                      employerName: open.employerName,
                    })
                  }
                >
                  {open.employeeName}
                </button>
              ),
            }))}
          />
        </>
      )}
    </section>
  );
});

/** Where the employee stands, in days only, and the one report that fits. */
const EmployeeAbsence = observer(function EmployeeAbsence({ vm }: { vm: AbsenceReportViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  if (vm.absenceState === 'idle') return <p>{t('legalClock.chooseFirst')}</p>;
  if (vm.absenceState === 'loading') return <output>{t('legalClock.loading')}</output>;
  if (vm.absenceState === 'failed' || !vm.absence)
    return (
      <div role="alert" className="notice notice--warning">
        <p>{t('legalClock.failed')}</p>
        <button type="button" className="button" onClick={vm.retry}>
          {t('legalClock.retry')}
        </button>
      </div>
    );
  const name = vm.absence.employeeName;
  const since = vm.sickSince;
  const resumption = vm.absence.resumption;
  return (
    <section className="absence-report__state" aria-labelledby="absence-state">
      <h2 id="absence-state">{name}</h2>
      <p>
        {since
          ? t('legalClock.sickSince', {
              name,
              date: formatDate(since.firstSickDay, locale),
              week: since.week,
            })
          : t('legalClock.notSick', { name })}
      </p>
      {since && resumption ? (
        <p>
          {t('legalClock.partly', {
            percentage: resumption.percentage,
            date: formatDate(resumption.from, locale),
          })}
        </p>
      ) : null}
      {vm.sick ? <RecoveryForm vm={vm} /> : <SickReportForm vm={vm} />}
      <CaseTimeline vm={vm} />
    </section>
  );
});

/** /absence-reports: an employee reported sick or recovered, with only what an employer may record. */
export const AbsenceReportScreen = observer(function AbsenceReportScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const vm = useViewModel((services) => services.viewModels.absenceReport(params.get('employee')));
  return (
    <PageFrame routeId="absenceReport" layout="default">
      <p>{t('legalClock.intro')}</p>
      <p className="notice absence-report__privacy">{t('legalClock.privacy')}</p>
      <div className="record-form">
        <EmployeeSearchField
          id="absence-employee"
          chosen={vm.employee}
          search={vm.employees.text}
          state={vm.employees.state}
          found={vm.employees.found}
          onSearch={vm.employees.setText}
          onChoose={vm.chooseEmployee}
          required
        />
      </div>
      <EmployeeAbsence vm={vm} />
      {vm.employee ? null : <CasesOverview vm={vm} />}
    </PageFrame>
  );
});

export { AbsenceReportScreen as Component };
