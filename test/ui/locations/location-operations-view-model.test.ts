import { describe, expect, it } from 'vitest';
import { ChangeLocationOperations } from '../../../src/application/locations/change-location-operations';
import { ListLocations } from '../../../src/application/locations/list-locations';
import { ListOperations } from '../../../src/application/locations/list-operations';
import { LocationOperationsViewModel } from '../../../src/ui/screens/locations/location-operations-view-model';
import { RecordingNotifier } from '../../support/fakes';
import {
  FakeLocationGateway,
  FakeOperationGateway,
  anOperation,
} from '../../application/locations/location-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function setUp() {
  const gateway = new FakeLocationGateway();
  const operations = new FakeOperationGateway();
  operations.list = [
    anOperation(),
    anOperation({ id: 'op-2', code: 'AUDIO' }),
    anOperation({ id: 'op-3', code: 'PMO' }),
  ];
  const vm = new LocationOperationsViewModel(
    new ListLocations(gateway),
    new ListOperations(operations),
    new ChangeLocationOperations(gateway, new RecordingNotifier()),
    'loc-1',
  );
  vm.attach();
  await settle();
  return { gateway, vm };
}

describe('the operations of a location', () => {
  it('starts from what the location offers, and knows when the choice changed', async () => {
    const { vm } = await setUp();
    expect([...vm.chosen]).toEqual(['op-1', 'op-2']);
    expect(vm.changed).toBe(false);
    vm.toggle('op-3');
    expect(vm.changed).toBe(true);
    vm.toggle('op-3');
    expect(vm.changed).toBe(false);
  });

  it('asks to confirm a change that affects appointments, naming them, then saves on confirmation', async () => {
    const { gateway, vm } = await setUp();
    gateway.impact = { removedOperationIds: ['op-2'], affectedAppointments: 7 };
    vm.toggle('op-2');
    await vm.save();
    expect(vm.impact?.affectedAppointments).toBe(7);
    expect(vm.removed.map((operation) => operation.code)).toEqual(['AUDIO']);
    expect(gateway.calls.filter((call) => call.startsWith('setOperations'))).toEqual([
      'setOperations loc-1 op-1 validateOnly',
    ]);
    await vm.confirm();
    expect(vm.impact).toBeNull();
    expect(gateway.calls.at(-1)).toBe('setOperations loc-1 op-1 apply');
    expect(vm.changed).toBe(false);
  });

  it('keeps the choice when the user goes back from the confirmation', async () => {
    const { gateway, vm } = await setUp();
    gateway.impact = { removedOperationIds: ['op-1'], affectedAppointments: 2 };
    vm.toggle('op-1');
    await vm.save();
    vm.cancelConfirmation();
    expect(vm.impact).toBeNull();
    expect([...vm.chosen]).toEqual(['op-2']);
    expect(vm.changed).toBe(true);
  });
});
