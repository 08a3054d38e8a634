import { Link } from 'react-router';
import type { RoomOverview } from '../../../application/locations/location-gateway';
import { pathOf } from '../../../domain/access/route-match';
import type { Locale } from '../../../domain/locale/locale';
import type { Operation, ResourceType } from '../../../domain/locations/location';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { formatNumber, formatTime } from '../../format';
import type { Translate } from '../../services-context';
import { floorName } from './floor-name';
import '../../components/record/record.css';
import './locations.css';

const yesNo = (t: Translate, value: boolean) => t(value ? 'locations.common.yes' : 'locations.common.no');

/** The resource types list. */
export function resourceTypeColumns(t: Translate): readonly DataColumn<ResourceType>[] {
  return [
    {
      id: 'name',
      header: t('locations.resourceTypeList.columns.name'),
      sortKey: 'name',
      width: '30%',
      cell: (type) => <Link to={pathOf('resourceType', { resourceTypeUuid: type.id })}>{type.name}</Link>,
    },
    {
      id: 'description',
      header: t('locations.resourceTypeList.columns.description'),
      cell: (type) => type.description ?? t('locations.common.none'),
    },
  ];
}

/** The operations list, with each name in the user's language. */
export function operationColumns(t: Translate, language: Locale): readonly DataColumn<Operation>[] {
  return [
    {
      id: 'name',
      header: t('locations.operationList.columns.name'),
      sortKey: 'name',
      cell: (operation) => (
        <Link to={pathOf('operation', { operationUuid: operation.id })}>
          {operation.name?.[language] ?? t('locations.operationList.hiddenName')}
        </Link>
      ),
    },
    {
      id: 'code',
      header: t('locations.operationList.columns.code'),
      sortKey: 'code',
      width: '9rem',
      cell: (operation) => operation.code ?? t('locations.common.none'),
    },
    {
      id: 'duration',
      header: t('locations.operationList.columns.duration'),
      sortKey: 'durationMinutes',
      width: '7rem',
      className: 'nowrap',
      cell: (operation) => t('locations.operationList.minutes', { count: operation.durationMinutes }),
    },
    {
      id: 'medical',
      header: t('locations.operationList.columns.medical'),
      width: '7rem',
      cell: (operation) => yesNo(t, operation.medical),
    },
    {
      id: 'employerBookable',
      header: t('locations.operationList.columns.employerBookable'),
      width: '10rem',
      optional: true,
      cell: (operation) => yesNo(t, operation.employerBookable),
    },
    {
      id: 'colour',
      header: t('locations.operationList.columns.colour'),
      width: '8rem',
      optional: true,
      cell: (operation) => (
        <>
          <span className="colour-swatch" style={{ background: operation.colour }} aria-hidden="true" />
          {operation.colour}
        </>
      ),
    },
  ];
}

/** The day's bookings of a room, or that it is free; a label the user may not know is "booked". */
function bookingsOf(row: RoomOverview, t: Translate, language: Locale) {
  if (row.bookings.length === 0) return <span className="muted">{t('locations.roomOverview.free')}</span>;
  return (
    <ul className="booking-list">
      {row.bookings.map((booking) => (
        <li key={booking.start.toString()}>
          <span className="nowrap">
            {formatTime(booking.start.toInstant(), language)}–{formatTime(booking.end.toInstant(), language)}
          </span>{' '}
          {booking.label ?? t('locations.roomOverview.booked')}
        </li>
      ))}
    </ul>
  );
}

/** /rooms: every room, its location, and today. */
/** The room overview's columns; `withAgenda` adds a link to each room's agenda (for those who may see it). */
export function roomOverviewColumns(
  t: Translate,
  language: Locale,
  withAgenda: boolean,
): readonly DataColumn<RoomOverview>[] {
  const agenda: DataColumn<RoomOverview> = {
    id: 'agenda',
    header: t('locations.roomOverview.agendaHeader'),
    width: '8rem',
    cell: (row) => (
      <Link to={`${pathOf('agenda', {})}?columns=${encodeURIComponent(row.room.id)}`}>
        {t('locations.roomOverview.agenda', { room: row.room.name })}
      </Link>
    ),
  };
  return [
    {
      id: 'room',
      header: t('locations.roomOverview.columns.room'),
      sortKey: 'room',
      cell: (row) => (
        <>
          {row.room.name}
          {row.room.floor ? <span className="muted"> · {floorName(row.room.floor, t, language)}</span> : null}
          {row.room.active ? null : <span className="badge">{t('locations.roomOverview.inactive')}</span>}
        </>
      ),
    },
    {
      id: 'location',
      header: t('locations.roomOverview.columns.location'),
      sortKey: 'location',
      cell: (row) => row.locationName,
    },
    {
      id: 'capacity',
      header: t('locations.roomOverview.columns.capacity'),
      sortKey: 'capacity',
      width: '8rem',
      cell: (row) => formatNumber(row.room.capacity, language),
    },
    {
      id: 'accessible',
      header: t('locations.roomOverview.columns.accessible'),
      width: '7rem',
      cell: (row) => yesNo(t, row.room.wheelchairAccessible),
    },
    {
      id: 'today',
      header: t('locations.roomOverview.columns.today'),
      cell: (row) => bookingsOf(row, t, language),
    },
    ...(withAgenda ? [agenda] : []),
  ];
}
