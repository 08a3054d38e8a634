import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { ExportField } from '../../../domain/reports/data-export';
import { DATA_EXPORT_KINDS } from '../../../domain/reports/data-export';
import { DateRangeField } from '../../components/form/date-range-field';
import { SelectField } from '../../components/form/select-field';
import { useT, useViewModel } from '../../services-context';
import type { DataExportViewModel } from './data-export-view-model';
import '../../components/record/record.css';

const EmployerChoice = observer(function EmployerChoice({
  vm,
  error,
}: {
  vm: DataExportViewModel;
  error: string | null;
}) {
  const t = useT();
  if (vm.employersState === 'loading') return <output>{t('reports.export.employersLoading')}</output>;
  if (vm.employersState === 'failed')
    return <p className="notice notice--warning">{t('reports.export.employersFailed')}</p>;
  const only = vm.onlyEmployer;
  if (only)
    return (
      <p>
        <strong>{t('reports.export.employer')}:</strong> {only.name}
      </p>
    );
  return (
    <SelectField
      id="export-employer"
      label={t('reports.export.employer')}
      required
      value={vm.employerId}
      options={[
        { value: '', label: t('reports.export.chooseEmployer') },
        ...vm.employers.map((employer) => ({ value: employer.id, label: employer.name })),
      ]}
      onValue={vm.setEmployer}
      error={error}
    />
  );
});

/** The data export: an employer's data as a CSV file, with the download's progress while it runs. */
export const DataExportSection = observer(function DataExportSection() {
  const t = useT();
  const vm = useViewModel((services) => services.viewModels.dataExport());
  const errorOf = (field: ExportField): string | null => {
    const problem = vm.problemOf(field);
    return problem ? t(`reports.export.problems.${problem}`) : vm.serverMessageOf(field);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.download();
  };
  return (
    <section aria-labelledby="data-export-heading">
      <h2 id="data-export-heading">{t('reports.export.heading')}</h2>
      <p>{t('reports.export.intro')}</p>
      <form className="record-form" noValidate onSubmit={onSubmit} aria-busy={vm.downloading}>
        {vm.message ? (
          <p className="notice notice--error" role="alert">
            {vm.message}
          </p>
        ) : null}
        {vm.unavailable ? (
          <p className="notice notice--warning" role="alert">
            {t('reports.export.failed')}
          </p>
        ) : null}
        <EmployerChoice vm={vm} error={errorOf('employer')} />
        <SelectField
          id="export-kind"
          label={t('reports.export.kind')}
          required
          value={vm.kind}
          options={DATA_EXPORT_KINDS.map((kind) => ({
            value: kind,
            label: t(`reports.export.kinds.${kind}`),
          }))}
          onValue={(value) => {
            const kind = DATA_EXPORT_KINDS.find((candidate) => candidate === value);
            if (kind) vm.setKind(kind);
          }}
          help={t(`reports.export.descriptions.${vm.kind}`)}
        />
        {vm.needsPeriod ? (
          <DateRangeField
            id="export-period"
            legend={t('reports.export.period')}
            start={vm.from}
            end={vm.to}
            onStart={vm.setFrom}
            onEnd={vm.setTo}
            required
            allowSameDay
            endError={errorOf('period')}
          />
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={vm.downloading || vm.employersState !== 'ready'}
        >
          {vm.downloading ? t('reports.export.downloading') : t('reports.export.download')}
        </button>
        {vm.downloading ? (
          <p>
            <label htmlFor="export-progress">{t('reports.export.progress')}</label>
            {/* The bar shows how much has come once the answer tells the file's length; until then it runs. */}
            {vm.percent === null ? (
              <progress id="export-progress">{t('reports.export.downloading')}</progress>
            ) : (
              <>
                <progress id="export-progress" max={100} value={vm.percent}>
                  {t('reports.export.percent', { percent: vm.percent })}
                </progress>{' '}
                <span aria-hidden="true">{t('reports.export.percent', { percent: vm.percent })}</span>
              </>
            )}
            <button type="button" className="button" onClick={vm.cancel}>
              {t('reports.export.cancel')}
            </button>
          </p>
        ) : null}
        <output>{vm.saved ? t('reports.export.saved', { name: vm.saved }) : null}</output>
      </form>
    </section>
  );
});
