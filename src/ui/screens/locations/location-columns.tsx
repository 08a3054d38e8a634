import { Link } from 'react-router';
import { pathOf } from '../../../domain/access/route-match';
import type { Locale } from '../../../domain/locale/locale';
import type { Location, Resource, Room } from '../../../domain/locations/location';
import type { DataColumn } from '../../components/data-table/data-table-types';
import { formatDate, formatNumber } from '../../format';
import type { Translate } from '../../services-context';
import { floorName } from './floor-name';
import type { ResourceListViewModel } from './resource-list-view-model';
import type { RoomListViewModel } from './room-list-view-model';

/** The locations list: each name links to the location's screen. */
export function locationColumns(t: Translate, language: Locale): readonly DataColumn<Location>[] {
  return [
    {
      id: 'name',
      header: t('locations.locationList.columns.name'),
      sortKey: 'name',
      cell: (location) => <Link to={pathOf('location', { locationUuid: location.id })}>{location.name}</Link>,
    },
    {
      id: 'city',
      header: t('locations.locationList.columns.city'),
      sortKey: 'city',
      cell: (location) => location.address.city,
    },
    {
      id: 'period',
      header: t('locations.locationList.columns.period'),
      sortKey: 'activeFrom',
      className: 'nowrap',
      cell: (location) =>
        location.activeUntil
          ? t('locations.locationList.fromUntil', {
              from: formatDate(location.activeFrom, language),
              until: formatDate(location.activeUntil, language),
            })
          : t('locations.locationList.from', { from: formatDate(location.activeFrom, language) }),
    },
    {
      id: 'rooms',
      header: t('locations.locationList.columns.rooms'),
      width: '7rem',
      cell: (location) => formatNumber(location.roomCount, language),
    },
    {
      id: 'resources',
      header: t('locations.locationList.columns.resources'),
      width: '7rem',
      cell: (location) => formatNumber(location.resourceCount, language),
    },
  ];
}

const yesNo = (t: Translate, value: boolean) => t(value ? 'locations.common.yes' : 'locations.common.no');
const inUse = (t: Translate, value: boolean) =>
  t(value ? 'locations.common.active' : 'locations.common.inactive');

/** A location's rooms. */
export function roomColumns(
  vm: RoomListViewModel,
  t: Translate,
  language: Locale,
): readonly DataColumn<Room>[] {
  const locationUuid = vm.locationId;
  return [
    {
      id: 'name',
      header: t('locations.roomList.columns.name'),
      sortKey: 'name',
      cell: (room) => (
        <Link to={pathOf('locationRoom', { locationUuid, roomUuid: room.id })}>{room.name}</Link>
      ),
    },
    {
      id: 'floor',
      header: t('locations.roomList.columns.floor'),
      sortKey: 'floor',
      cell: (room) => floorName(room.floor, t, language) ?? t('locations.common.none'),
    },
    {
      id: 'capacity',
      header: t('locations.roomList.columns.capacity'),
      sortKey: 'capacity',
      width: '8rem',
      cell: (room) => formatNumber(room.capacity, language),
    },
    {
      id: 'accessible',
      header: t('locations.roomList.columns.accessible'),
      width: '7rem',
      cell: (room) => yesNo(t, room.wheelchairAccessible),
    },
    {
      id: 'resourceTypes',
      header: t('locations.roomList.columns.resourceTypes'),
      optional: true,
      cell: (room) => vm.typeNames(room) || t('locations.common.none'),
    },
    {
      id: 'status',
      header: t('locations.roomList.columns.status'),
      width: '9rem',
      cell: (room) => inUse(t, room.active),
    },
  ];
}

/** A location's resources. */
export function resourceColumns(vm: ResourceListViewModel, t: Translate): readonly DataColumn<Resource>[] {
  const locationUuid = vm.locationId;
  return [
    {
      id: 'name',
      header: t('locations.resourceList.columns.name'),
      sortKey: 'name',
      cell: (resource) => (
        <Link to={pathOf('locationResource', { locationUuid, resourceUuid: resource.id })}>
          {resource.name}
        </Link>
      ),
    },
    {
      id: 'type',
      header: t('locations.resourceList.columns.type'),
      cell: (resource) => vm.typeName(resource) ?? t('locations.common.none'),
    },
    {
      id: 'assetNumber',
      header: t('locations.resourceList.columns.assetNumber'),
      sortKey: 'assetNumber',
      cell: (resource) => resource.assetNumber ?? t('locations.common.none'),
    },
    {
      id: 'room',
      header: t('locations.resourceList.columns.room'),
      optional: true,
      cell: (resource) => vm.roomName(resource) ?? t('locations.common.none'),
    },
    {
      id: 'status',
      header: t('locations.resourceList.columns.status'),
      width: '9rem',
      cell: (resource) => inUse(t, resource.active),
    },
  ];
}
