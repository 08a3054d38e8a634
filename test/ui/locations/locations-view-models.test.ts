// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAreaContainer } from '../../../src/infrastructure/container/composition-root';
import { LocationFormViewModel } from '../../../src/ui/screens/locations/location-form-view-model';
import { LocationsViewModels } from '../../../src/ui/screens/locations/locations-view-models';
import { RoomFormViewModel } from '../../../src/ui/screens/locations/room-form-view-model';

describe('the locations area’s view-model factories', () => {
  it('make every view-model from the container, a new one on each call, for the ids they are given', async () => {
    const factories = (await createAreaContainer('locations')).get<LocationsViewModels>(
      LocationsViewModels as never,
    );
    const made = [
      factories.locationList(),
      factories.locationForm(null),
      factories.locationForm('loc-1'),
      factories.locationOperations('loc-1'),
      factories.roomList('loc-1'),
      factories.roomForm('loc-1', 'room-1'),
      factories.resourceList('loc-1'),
      factories.resourceForm('loc-1', null),
      factories.resourceTypeList(),
      factories.resourceTypeForm('type-1'),
      factories.operationList(),
      factories.operationForm(null),
      factories.roomOverview(),
    ];
    expect(made.every((vm) => typeof vm.attach === 'function')).toBe(true);
    expect(factories.locationList()).not.toBe(factories.locationList());
    expect(made[2]).toBeInstanceOf(LocationFormViewModel);
    expect((made[2] as LocationFormViewModel).locationId).toBe('loc-1');
    expect((made[5] as RoomFormViewModel).roomId).toBe('room-1');
  });
});
