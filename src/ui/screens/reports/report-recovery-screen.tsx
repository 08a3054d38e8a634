import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { Locale } from '../../../domain/locale/locale';
import type { RecoveryPeriodProblem } from '../../../domain/reports/recovery-report';
import { RECOVERY_GROUPINGS, RECOVERY_THRESHOLD_KEYS } from '../../../domain/reports/recovery-report';
import type { TranslationKey } from '../../../i18n/translation-key';
import { BarChart } from '../../components/bar-chart';
import { ReportTable } from '../../components/report-table/report-table';
import { DateRangeField } from '../../components/form/date-range-field';
import { SelectField } from '../../components/form/select-field';
import { PageFrame } from '../../components/page-frame';
import { formatDate, formatNumber } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import { DataExportSection } from './data-export-section';
import type { RecoveryReportViewModel, RecoveryRow } from './recovery-report-view-model';
import '../../components/data-table/data-table.css';
import '../../components/record/record.css';
import './reports.css';

type T = ReturnType<typeof useT>;

const PERIOD_PROBLEMS = {
  'recovery.period-required': 'reports.recovery.problems.period-required',
  'recovery.period-backwards': 'reports.recovery.problems.period-backwards',
  'recovery.period-in-future': 'reports.recovery.problems.period-in-future',
  'recovery.period-too-long': 'reports.recovery.problems.period-too-long',
} as const satisfies Record<RecoveryPeriodProblem, TranslationKey>;

const COLUMNS = [
  'group',
  'employees',
  'absencePercentage',
  'frequency',
  'averageDurationDays',
  ...RECOVERY_THRESHOLD_KEYS,
] as const;

/** The table's cells as shown, which are also the CSV file's. */
function tableOf(vm: RecoveryReportViewModel, t: T, locale: Locale): string[][] {
  const grouping = t(`reports.recovery.groupings.${vm.groupBy}`).toLowerCase();
  const figure = (value: number | null) =>
    value === null ? t('reports.recovery.none') : formatNumber(value, locale);
  const nameOf = (row: RecoveryRow) =>
    row.total ? t('reports.recovery.total') : (row.name ?? t('reports.recovery.without', { grouping }));
  return [
    COLUMNS.map((column) => t(`reports.recovery.columns.${column}`)),
    ...vm.rows.map((row) => [
      nameOf(row),
      formatNumber(row.employees, locale),
      figure(row.figures.absencePercentage),
      figure(row.figures.frequency),
      figure(row.figures.averageDurationDays),
      ...RECOVERY_THRESHOLD_KEYS.map((key) => figure(row.figures.recovered[key])),
    ]),
  ];
}

const Question = observer(function Question({ vm }: { vm: RecoveryReportViewModel }) {
  const t = useT();
  const periodProblem = vm.periodProblem ? t(PERIOD_PROBLEMS[vm.periodProblem]) : null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.load();
  };
  return (
    <form className="record-form" noValidate onSubmit={onSubmit}>
      <DateRangeField
        id="recovery-period"
        legend={t('reports.recovery.period')}
        start={vm.from}
        end={vm.to}
        onStart={vm.setFrom}
        onEnd={vm.setTo}
        required
        allowSameDay
        endError={periodProblem}
      />
      <SelectField
        id="recovery-group-by"
        label={t('reports.recovery.groupBy')}
        value={vm.groupBy}
        options={RECOVERY_GROUPINGS.map((grouping) => ({
          value: grouping,
          label: t(`reports.recovery.groupings.${grouping}`),
        }))}
        onValue={(value) => {
          const grouping = RECOVERY_GROUPINGS.find((candidate) => candidate === value);
          if (grouping) vm.setGroupBy(grouping);
        }}
      />
      <button type="submit" className="button button--primary">
        {t('reports.recovery.show')}
      </button>
    </form>
  );
});

const Figures = observer(function Figures({ vm }: { vm: RecoveryReportViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const report = vm.report;
  if (vm.state === 'loading' && !report) return <output>{t('reports.recovery.loading')}</output>;
  if (vm.error === 'recovery.forbidden')
    return <p className="notice notice--warning">{t('reports.recovery.forbidden')}</p>;
  if (vm.error === 'recovery.unavailable')
    return <p className="notice notice--warning">{t('reports.recovery.failed')}</p>;
  if (!report) return null;
  if (vm.rows.length === 0) return <p>{t('reports.recovery.empty')}</p>;
  const grouping = t(`reports.recovery.groupings.${vm.groupBy}`).toLowerCase();
  const table = tableOf(vm, t, locale);
  const body = table.slice(1);
  const groups = vm.rows.filter((row) => !row.total);
  return (
    <div aria-busy={vm.state === 'loading'}>
      <BarChart
        title={t('reports.recovery.chartTitle', { grouping })}
        labelHeading={t('reports.recovery.columns.group')}
        valueHeading={t('reports.recovery.columns.absencePercentage')}
        bars={groups.map((row, index) => ({
          key: String(index),
          label: body[index]?.[0] ?? '',
          value: row.figures.absencePercentage ?? 0,
        }))}
      />
      <ReportTable
        titleId="recovery-table-title"
        title={t('reports.recovery.tableCaption', {
          from: formatDate(report.from, locale),
          to: formatDate(report.to, locale),
        })}
        table={table}
        rowKeys={vm.rows.map((row) => row.key)}
      />
      <button
        type="button"
        className="button"
        onClick={() => vm.download(t('reports.recovery.fileName'), table)}
      >
        {t('reports.recovery.download')}
      </button>
    </div>
  );
});

/** /dashboard/reports/reportRecovery: absence and recovery per group over a period, and the data export. */
export const ReportRecoveryScreen = observer(function ReportRecoveryScreen() {
  const t = useT();
  const vm = useViewModel((services) => services.viewModels.recoveryReport());
  return (
    <PageFrame routeId="reportRecovery" layout="default">
      <p>{t('reports.recovery.intro')}</p>
      <Question vm={vm} />
      <Figures vm={vm} />
      <DataExportSection />
    </PageFrame>
  );
});

export { ReportRecoveryScreen as Component };
