import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { WgaField } from '../../../domain/reports/wga-report';
import { DateField } from '../../components/form/date-field';
import { EmployeeSearchField } from '../../components/form/employee-search-field';
import { SelectField } from '../../components/form/select-field';
import { PageFrame } from '../../components/page-frame';
import { formatDate, formatDateTime } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import type { WgaReportViewModel } from './wga-report-view-model';
import '../../components/data-table/data-table.css';
import '../../components/record/record.css';

const WgaForm = observer(function WgaForm({ vm }: { vm: WgaReportViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const errorOf = (field: WgaField): string | null => {
    const problem = vm.problemOf(field);
    return problem ? t(`reports.wga.problems.${problem}`) : vm.serverMessageOf(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const employmentHelp =
    vm.employee === null
      ? t('reports.wga.chooseEmployeeFirst')
      : vm.employmentsState === 'failed'
        ? t('reports.wga.employmentsFailed')
        : vm.employmentsState === 'ready' && vm.employments.length === 0
          ? t('reports.wga.noEmployments')
          : null;
  return (
    <form className="record-form" noValidate onSubmit={onSubmit} aria-busy={vm.saving}>
      <fieldset>
        <legend>{t('reports.wga.legend')}</legend>
        {vm.message ? (
          <p className="notice notice--error" role="alert">
            {vm.message}
          </p>
        ) : null}
        <EmployeeSearchField
          id="wga-employee"
          chosen={vm.employee}
          search={vm.employees.text}
          state={vm.employees.state}
          found={vm.employees.found}
          onSearch={vm.employees.setText}
          onChoose={vm.chooseEmployee}
          error={errorOf('employee')}
          required
        />
        <SelectField
          id="wga-employment"
          label={t('reports.wga.employment')}
          required
          disabled={vm.employee === null || vm.employmentsState === 'loading'}
          value={vm.employmentId}
          options={[
            { value: '', label: t('reports.wga.chooseEmployment') },
            ...vm.employments.map((employment) => ({
              value: employment.id,
              label: [
                t('reports.wga.employmentLabel', {
                  employer: employment.employerName,
                  jobTitle: employment.jobTitle,
                  start: formatDate(employment.startDate, locale),
                }),
                ...(employment.endDate
                  ? [t('reports.wga.employmentEnded', { end: formatDate(employment.endDate, locale) })]
                  : []),
              ].join(', '),
            })),
          ]}
          onValue={vm.setEmployment}
          help={employmentHelp}
          error={errorOf('employmentId')}
        />
        <DateField
          id="wga-date-start"
          label={t('reports.wga.dateStart')}
          required
          value={vm.dateStart}
          onValue={vm.setDateStart}
          error={errorOf('dateStart')}
        />
      </fieldset>
      <button type="submit" className="button button--primary" disabled={vm.saving}>
        {vm.saving ? t('reports.wga.submitting') : t('reports.wga.submit')}
      </button>
    </form>
  );
});

const WgaList = observer(function WgaList({ vm }: { vm: WgaReportViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  return (
    <section aria-labelledby="wga-list-heading">
      <h2 id="wga-list-heading">{t('reports.wga.list')}</h2>
      {vm.listState === 'loading' ? (
        <output>{t('reports.wga.loading')}</output>
      ) : vm.listState === 'failed' && vm.reports.length === 0 ? (
        <p className="notice notice--warning">{t('reports.wga.failed')}</p>
      ) : vm.reports.length === 0 ? (
        <p>{t('reports.wga.empty')}</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">{t('reports.wga.total', { count: vm.total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.wga.columns.employee')}</th>
              <th scope="col">{t('reports.wga.columns.employer')}</th>
              <th scope="col">{t('reports.wga.columns.dateStart')}</th>
              <th scope="col">{t('reports.wga.columns.createdAt')}</th>
              <th scope="col">{t('reports.wga.columns.createdBy')}</th>
            </tr>
          </thead>
          <tbody>
            {vm.reports.map((report) => (
              <tr key={report.id}>
                <th scope="row">{report.employeeName}</th>
                <td>{report.employerName}</td>
                <td>{formatDate(report.dateStart, locale)}</td>
                <td>{formatDateTime(report.createdAt, locale)}</td>
                <td>{report.createdBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

/** /dashboard/reports/wga: a new WGA report, and the reports made. */
export const ReportWgaScreen = observer(function ReportWgaScreen() {
  const t = useT();
  const vm = useViewModel((services) => services.viewModels.wgaReport());
  return (
    <PageFrame routeId="reportWga" layout="default">
      <p>{t('reports.wga.intro')}</p>
      <WgaForm vm={vm} />
      <WgaList vm={vm} />
    </PageFrame>
  );
});

export { ReportWgaScreen as Component };
