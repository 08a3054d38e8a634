import type { DemoUser } from '../access/seed';
import type { DemoState } from '../demo-backend';
import { seesMedicalNames } from './locations-access';
import type {
  StoredLocation,
  StoredOperation,
  StoredResource,
  StoredResourceType,
  StoredRoom,
} from './locations-state';

/** The locations area's records as the contract's JSON (location-schemas.ts), as the reader may see them. */

export const locationJson = (state: DemoState, location: StoredLocation) => ({
  id: location.id,
  name: location.name,
  address: {
    street: location.street,
    houseNumber: location.houseNumber,
    postcode: location.postcode,
    city: location.city,
  },
  coordinates:
    location.latitude === null || location.longitude === null
      ? null
      : { latitude: location.latitude, longitude: location.longitude },
  phone: location.phone,
  email: location.email,
  activeFrom: location.activeFrom,
  activeUntil: location.activeUntil,
  employerBookable: location.employerBookable,
  operationIds: [...location.operationIds],
  roomCount: state.rooms.filter((room) => room.locationId === location.id).length,
  resourceCount: state.resources.filter((resource) => resource.locationId === location.id).length,
});

export const roomJson = (room: StoredRoom) => ({
  id: room.id,
  locationId: room.locationId,
  name: room.name,
  floor: room.floor,
  capacity: room.capacity,
  wheelchairAccessible: room.wheelchairAccessible,
  resourceTypeIds: [...room.resourceTypeIds],
  active: room.active,
});

export const resourceJson = (resource: StoredResource) => ({
  id: resource.id,
  locationId: resource.locationId,
  name: resource.name,
  resourceTypeId: resource.resourceTypeId,
  assetNumber: resource.assetNumber,
  roomId: resource.roomId,
  active: resource.active,
});

export const resourceTypeJson = (type: StoredResourceType) => ({
  id: type.id,
  name: type.name,
  description: type.description,
});

/** An operation as this user may see it: to an employer, a medical one without name and code. */
export const operationJson = (operation: StoredOperation, user: DemoUser) => {
  const hidden = operation.medical && !seesMedicalNames(user);
  return {
    id: operation.id,
    name: hidden ? null : { nl: operation.nameNl, en: operation.nameEn },
    code: hidden ? null : operation.code,
    durationMinutes: operation.durationMinutes,
    bufferBeforeMinutes: operation.bufferBeforeMinutes,
    bufferAfterMinutes: operation.bufferAfterMinutes,
    roles: [...operation.roles],
    needsRoom: operation.needsRoom,
    resourceTypeIds: [...operation.resourceTypeIds],
    medical: operation.medical,
    employerBookable: operation.employerBookable,
    colour: operation.colour,
    kind: operation.kind,
  };
};
