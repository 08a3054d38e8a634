import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import type { Locale } from '../../../domain/locale/locale';
import { TextField } from '../../components/form/text-field';
import { PageFrame } from '../../components/page-frame';
import { ReportTable } from '../../components/report-table/report-table';
import { formatNumber } from '../../format';
import { useServices, useT, useViewModel } from '../../services-context';
import type { AttendanceReportViewModel } from './attendance-report-view-model';
import '../../components/record/record.css';
import './consultations.css';

type T = ReturnType<typeof useT>;

const COLUMNS = ['employer', 'month', 'held', 'noShows', 'cancelled', 'noShowPercentage'] as const;

/** A month as its name and year in the reader's language: "juni 2026". */
function monthName(month: string, locale: Locale): string {
  const [year = '2000', number = '1'] = month.split('-');
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(Number(year), Number(number) - 1, 1)));
}

/** The table's cells as shown, which are also the CSV file's. */
function tableOf(vm: AttendanceReportViewModel, t: T, locale: Locale): string[][] {
  const report = vm.report;
  if (!report) return [];
  const share = (value: number | null) =>
    value === null ? t('consultations.attendance.none') : formatNumber(value, locale);
  return [
    COLUMNS.map((column) => t(`consultations.attendance.columns.${column}`)),
    ...report.rows.map((row) => [
      row.employerName,
      monthName(row.month, locale),
      formatNumber(row.held, locale),
      formatNumber(row.noShows, locale),
      formatNumber(row.cancelled, locale),
      share(row.noShowPercentage),
    ]),
    [
      t('consultations.attendance.total'),
      '',
      formatNumber(report.total.held, locale),
      formatNumber(report.total.noShows, locale),
      formatNumber(report.total.cancelled, locale),
      share(report.total.noShowPercentage),
    ],
  ];
}

const Period = observer(function Period({ vm }: { vm: AttendanceReportViewModel }) {
  const t = useT();
  const problem = vm.problem
    ? t(`consultations.attendance.problems.${vm.problem.replace('attendance.', '') as 'month-invalid'}`)
    : null;
  const message = problem ?? vm.serverMessage;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.load();
  };
  return (
    <form className="record-form attendance__period" noValidate onSubmit={onSubmit}>
      <TextField
        id="attendance-from"
        label={t('consultations.attendance.from')}
        value={vm.from}
        onValue={vm.setFrom}
        inputMode="numeric"
        placeholder="2026-06"
        help={t('consultations.attendance.monthHelp')}
        error={vm.problem === 'attendance.month-invalid' ? message : null}
        required
      />
      <TextField
        id="attendance-until"
        label={t('consultations.attendance.until')}
        value={vm.until}
        onValue={vm.setUntil}
        inputMode="numeric"
        placeholder="2026-11"
        error={vm.problem === 'attendance.month-invalid' ? null : message}
        required
      />
      <button type="submit" className="button button--primary">
        {t('consultations.attendance.show')}
      </button>
    </form>
  );
});

const Figures = observer(function Figures({ vm }: { vm: AttendanceReportViewModel }) {
  const t = useT();
  const locale = useServices().locale.current;
  const report = vm.report;
  if (vm.state === 'loading' && !report) return <output>{t('consultations.attendance.loading')}</output>;
  if (vm.state === 'failed')
    return (
      <div role="alert" className="notice notice--warning">
        <p>
          {vm.failure === 'forbidden'
            ? t('consultations.attendance.forbidden')
            : t('consultations.attendance.failed')}
        </p>
        {vm.failure === 'forbidden' ? null : (
          <button type="button" className="button" onClick={() => void vm.load()}>
            {t('consultations.attendance.retry')}
          </button>
        )}
      </div>
    );
  if (!report) return null;
  if (report.rows.length === 0) return <p>{t('consultations.attendance.empty')}</p>;
  const table = tableOf(vm, t, locale);
  return (
    <div aria-busy={vm.state === 'loading'}>
      <ReportTable
        titleId="attendance-table-title"
        title={t('consultations.attendance.tableTitle', {
          from: monthName(report.from, locale),
          until: monthName(report.until, locale),
        })}
        table={table}
        rowKeys={[...report.rows.map((row) => `${row.employerId}-${row.month}`), 'total']}
      />
      <button
        type="button"
        className="button"
        onClick={() => vm.download(t('consultations.attendance.fileName'), table)}
      >
        {t('consultations.attendance.download')}
      </button>
    </div>
  );
});

/** /dashboard/reports/attendance: appointments held, no-shows and cancellations per employer and month. */
export const AttendanceReportScreen = observer(function AttendanceReportScreen() {
  const t = useT();
  const vm = useViewModel((services) => services.viewModels.attendanceReport());
  return (
    <PageFrame routeId="attendanceReport" layout="default">
      <p>{t('consultations.attendance.intro')}</p>
      <Period vm={vm} />
      <Figures vm={vm} />
    </PageFrame>
  );
});

export { AttendanceReportScreen as Component };
