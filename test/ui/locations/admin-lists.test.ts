import { describe, expect, it } from 'vitest';
import { ListLocations } from '../../../src/application/locations/list-locations';
import { ListOperations } from '../../../src/application/locations/list-operations';
import { DeleteResourceType } from '../../../src/application/locations/delete-resource-type';
import { ListResourceTypes } from '../../../src/application/locations/list-resource-types';
import { SaveResourceType } from '../../../src/application/locations/save-resource-type';
import { LocationListViewModel } from '../../../src/ui/screens/locations/location-list-view-model';
import { OperationListViewModel } from '../../../src/ui/screens/locations/operation-list-view-model';
import { ResourceTypeFormViewModel } from '../../../src/ui/screens/locations/resource-type-form-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FakeNavigator, RecordingNotifier } from '../../support/fakes';
import {
  FakeLocationGateway,
  FakeOperationGateway,
  FakeResourceTypeGateway,
} from '../../application/locations/location-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the admin lists', () => {
  it('keep the search out of the address bar and ask with it trimmed, after a pause', async () => {
    const gateway = new FakeLocationGateway();
    const scheduler = new FakeScheduler();
    const vm = new LocationListViewModel(new ListLocations(gateway), scheduler);
    vm.attach();
    vm.list.applySearchParams(new URLSearchParams('sort=-city&page=2'), 100);
    await settle();
    expect(gateway.queries.at(-1)).toEqual({
      search: '',
      sort: { field: 'city', direction: 'desc' },
      page: 1,
      size: 100,
    });
    vm.list.setSearch(' utrecht ');
    expect(vm.list.searchParams).toBe('sort=-city');
    scheduler.advance(300);
    await settle();
    expect(gateway.queries.at(-1)).toMatchObject({ search: 'utrecht' });
  });

  it('sort operations only by what the contract sorts on', async () => {
    const gateway = new FakeOperationGateway();
    const vm = new OperationListViewModel(new ListOperations(gateway), new FakeScheduler());
    vm.attach();
    vm.list.applySearchParams(new URLSearchParams('sort=medical'), 100);
    expect(vm.list.sort).toEqual({ field: 'name', direction: 'asc' });
    vm.list.applySearchParams(new URLSearchParams('sort=-durationMinutes'), 100);
    expect(vm.list.sort).toEqual({ field: 'durationMinutes', direction: 'desc' });
  });
});

describe('the resource type form', () => {
  it('updates the loaded type by its UUID and goes back to the list after creating one', async () => {
    const gateway = new FakeResourceTypeGateway();
    const notifier = new RecordingNotifier();
    const make = (id: string | null, navigator = new FakeNavigator()) =>
      new ResourceTypeFormViewModel(
        new ListResourceTypes(gateway),
        new SaveResourceType(gateway, notifier),
        new DeleteResourceType(gateway, notifier),
        navigator,
        id,
      );
    const edit = make('type-1');
    edit.attach();
    await settle();
    edit.setValue('description', 'Toonaudiometer');
    await edit.submit();
    expect(gateway.calls.at(-1)).toBe('updateResourceType type-1');
    const navigator = new FakeNavigator();
    const create = make(null, navigator);
    create.attach();
    create.setValue('name', 'Weegschaal');
    await create.submit();
    expect(gateway.calls.at(-1)).toBe('createResourceType');
    expect(navigator.visited).toEqual(['/admin/resource-types']);
  });
});
