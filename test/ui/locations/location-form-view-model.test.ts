import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DeleteLocation } from '../../../src/application/locations/delete-location';
import { FindAddress } from '../../../src/application/locations/find-address';
import { ListLocations } from '../../../src/application/locations/list-locations';
import { SaveLocation } from '../../../src/application/locations/save-location';
import { fail } from '../../../src/domain/shared/result';
import { ADDRESS_PAUSE_MS } from '../../../src/ui/screens/locations/address-search-view-model';
import { LocationFormViewModel } from '../../../src/ui/screens/locations/location-form-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FakeNavigator, RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';
import { TODAY } from '../../support/task-mother';
import {
  FakeAddressLookup,
  FakeLocationGateway,
  rejected,
  suggestion,
} from '../../application/locations/location-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(locationId: string | null) {
  const gateway = new FakeLocationGateway();
  const lookup = new FakeAddressLookup();
  const notifier = new RecordingNotifier();
  const navigator = new FakeNavigator();
  const scheduler = new FakeScheduler();
  const vm = new LocationFormViewModel(
    new ListLocations(gateway),
    new SaveLocation(gateway, notifier),
    new DeleteLocation(gateway, notifier),
    new FindAddress(lookup),
    navigator,
    new FixedClock(),
    scheduler,
    locationId,
  );
  return { gateway, lookup, navigator, scheduler, vm };
}

describe('the location form', () => {
  it('starts a new location today and keeps every typed value when the rules refuse it', async () => {
    const { gateway, vm } = setUp(null);
    vm.attach();
    expect(vm.activeFrom).toEqual(TODAY);
    vm.setValue('name', 'Zeist');
    vm.setValue('postcode', '12345');
    vm.setValue('phone', '06-1234');
    await vm.submit();
    expect(vm.feedback.problems).toMatchObject({ street: 'required', postcode: 'postcode', phone: 'phone' });
    expect(vm.values).toMatchObject({ name: 'Zeist', postcode: '12345', phone: '06-1234' });
    expect(gateway.calls).toEqual([]);
    vm.setValue('postcode', '3701 GH');
    expect(vm.feedback.problemOf('postcode')).toBeNull();
    expect(vm.feedback.problemOf('street')).toBe('required');
  });

  it('says an end before the start at once, before any save', () => {
    const { vm } = setUp(null);
    vm.attach();
    vm.setActiveUntil(TODAY);
    expect(vm.periodInverted).toBe(true);
    vm.setActiveUntil(TODAY.add({ days: 1 }));
    expect(vm.periodInverted).toBe(false);
  });

  it('fills the address and coordinates from a chosen suggestion, and the fields stay editable', async () => {
    const { lookup, scheduler, vm } = setUp(null);
    vm.attach();
    vm.address.setText('Catharijne');
    scheduler.advance(ADDRESS_PAUSE_MS);
    lookup.answer(0, [suggestion('p-2', 'Catharijnesingel 47, 3511 GC Utrecht')]);
    await settle();
    vm.address.moveDown();
    vm.address.chooseActive();
    await settle();
    expect(vm.values).toMatchObject({
      street: 'Catharijnesingel',
      houseNumber: '47',
      postcode: '3511 GC',
      city: 'Utrecht',
    });
    expect(vm.coordinates).toEqual({ latitude: 52.089, longitude: 5.115 });
    vm.setValue('houseNumber', '47a');
    expect(vm.values.houseNumber).toBe('47a');
  });

  it('shows the server’s field messages next to the fields and keeps what was typed', async () => {
    const { gateway, vm } = setUp(null);
    vm.attach();
    Object.entries({
      name: 'Zeist',
      street: 'Slotlaan',
      houseNumber: '12',
      postcode: '3701 GH',
      city: 'Zeist',
    }).forEach(([field, value]) => vm.setValue(field as 'name', value));
    gateway.saveAnswer = fail(rejected(422, 'Ongeldig.', { postcode: ['Deze postcode bestaat niet.'] }));
    await vm.submit();
    expect(vm.feedback.code).toBe('save.rejected');
    expect(vm.feedback.serverMessageOf('postcode')).toBe('Deze postcode bestaat niet.');
    expect(vm.feedback.refusals).toBe(1);
    expect(vm.values.postcode).toBe('3701 GH');
    vm.setValue('postcode', '3701 GJ');
    expect(vm.feedback.serverMessageOf('postcode')).toBeNull();
  });

  it('opens the new location’s own screen once it is created', async () => {
    const { navigator, vm } = setUp(null);
    vm.attach();
    Object.entries({
      name: 'Zeist',
      street: 'Slotlaan',
      houseNumber: '12',
      postcode: '3701 GH',
      city: 'Zeist',
    }).forEach(([field, value]) => vm.setValue(field as 'name', value));
    await vm.submit();
    expect(navigator.visited).toEqual(['/admin/locations/loc-new']);
  });

  it('loads an existing location into the form, and a stale link says it is gone', async () => {
    const found = setUp('loc-1');
    found.vm.attach();
    await settle();
    expect(found.vm.load.state).toBe('ready');
    expect(found.vm.values.name).toBe('Arbo Agenda Utrecht');
    expect(found.vm.activeFrom).toEqual(Temporal.PlainDate.from('2019-01-01'));
    const gone = setUp('loc-404');
    gone.vm.attach();
    await settle();
    expect(gone.vm.load.state).toBe('not-found');
  });

  it('takes no answer that arrives after the screen went', async () => {
    const { gateway, vm } = setUp('loc-1');
    let release = () => {};
    gateway.hold = new Promise((resolve) => (release = resolve));
    const detach = vm.attach();
    detach();
    release();
    await settle();
    expect(vm.location).toBeNull();
    expect(vm.values.name).toBe('');
  });

  it('keeps the confirm dialog open with the server’s reason when the location is in use', async () => {
    const { gateway, navigator, vm } = setUp('loc-1');
    vm.attach();
    await settle();
    gateway.deleteAnswer = fail(rejected(409, 'Nog 3 ruimtes en 12 toekomstige afspraken.'));
    vm.deletion.ask();
    await vm.confirmDelete();
    expect(vm.deletion.open).toBe(true);
    expect(vm.deletion.refusal).toEqual({
      code: 'delete.in-use',
      message: 'Nog 3 ruimtes en 12 toekomstige afspraken.',
    });
    expect(navigator.visited).toEqual([]);
  });

  it('goes back to the list once the location is deleted', async () => {
    const { navigator, vm } = setUp('loc-1');
    vm.attach();
    await settle();
    vm.deletion.ask();
    await vm.confirmDelete();
    expect(vm.deletion.open).toBe(false);
    expect(navigator.visited).toEqual(['/admin/locations']);
  });
});
