import type { WaitingEntry } from '../../../application/waitlist/waitlist-gateway';
import type { Locale } from '../../../domain/locale/locale';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { formatDate, formatDateTime } from '../../format';
import { exportDate, exportText } from '../../list/export-value';
import type { Translate } from '../../services-context';

/** What an entry waits for, in words the reader may read (a withheld operation: the neutral title). */
export const whatOf = (entry: WaitingEntry, t: Translate): string =>
  `${entry.title} · ${t(`waitlist.channels.${entry.channel}`)}`;

const names = (named: readonly { readonly name: string }[], none: string) =>
  named.length === 0 ? none : named.map((one) => one.name).join(', ');

/**
 * /waitlist: employee and employer, what for, professional, location, latest date, reason and since
 * when. Its export: the same, the employer and the dates in columns of their own.
 */
export function waitlistColumns(t: Translate, locale: Locale): readonly DataColumn<WaitingEntry>[] {
  return [
    {
      id: 'employee',
      header: t('waitlist.columns.employee'),
      sortKey: 'employee',
      text: (entry) => entry.employee.name,
      export: [
        { header: t('waitlist.columns.employee'), value: (entry) => exportText(entry.employee.name) },
        { header: t('waitlist.columns.employer'), value: (entry) => exportText(entry.employee.employerName) },
      ],
      cell: (entry) => (
        <>
          {entry.employee.name}
          <br />
          <span className="muted">{entry.employee.employerName}</span>
        </>
      ),
    },
    {
      id: 'for',
      header: t('waitlist.columns.for'),
      text: (entry) => whatOf(entry, t),
      cell: (entry) => whatOf(entry, t),
    },
    {
      id: 'professionals',
      header: t('waitlist.columns.professionals'),
      optional: true,
      text: (entry) => names(entry.professionals, t('waitlist.anyProfessional')),
      cell: (entry) => names(entry.professionals, t('waitlist.anyProfessional')),
    },
    {
      id: 'locations',
      header: t('waitlist.columns.locations'),
      optional: true,
      text: (entry) => names(entry.locations, t('waitlist.anyLocation')),
      cell: (entry) => names(entry.locations, t('waitlist.anyLocation')),
    },
    {
      id: 'latestDate',
      header: t('waitlist.columns.latestDate'),
      sortKey: 'latestDate',
      width: '8rem',
      export: [{ header: t('waitlist.columns.latestDate'), value: (entry) => exportDate(entry.latestDate) }],
      cell: (entry) => <span className="nowrap">{formatDate(entry.latestDate, locale)}</span>,
    },
    {
      id: 'purpose',
      header: t('waitlist.columns.purpose'),
      optional: true,
      text: (entry) => t(`waitlist.purposes.${entry.purpose}`),
      cell: (entry) => t(`waitlist.purposes.${entry.purpose}`),
    },
    {
      id: 'addedAt',
      header: t('waitlist.columns.addedAt'),
      sortKey: 'addedAt',
      optional: 'hidden',
      text: (entry) => `${formatDateTime(entry.addedAt, locale)}, ${entry.addedBy}`,
      export: [
        {
          header: t('waitlist.columns.addedAt'),
          value: (entry) => exportText(formatDateTime(entry.addedAt, locale)),
        },
        { header: t('waitlist.columns.addedBy'), value: (entry) => exportText(entry.addedBy) },
      ],
      cell: (entry) => (
        <>
          <span className="nowrap">{formatDateTime(entry.addedAt, locale)}</span>
          <br />
          <span className="muted">{entry.addedBy}</span>
        </>
      ),
    },
  ];
}
