import { describe, expect, it } from 'vitest';
import { FindAddress } from '../../../src/application/locations/find-address';
import type { AddressDetails } from '../../../src/application/locations/location-gateway';
import {
  ADDRESS_PAUSE_MS,
  AddressSearchViewModel,
} from '../../../src/ui/screens/locations/address-search-view-model';
import { FakeScheduler } from '../../support/fake-scheduler';
import { FakeAddressLookup, offline, suggestion } from '../../application/locations/location-fakes';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const lookup = new FakeAddressLookup();
  const scheduler = new FakeScheduler();
  const chosen: AddressDetails[] = [];
  const vm = new AddressSearchViewModel(new FindAddress(lookup), scheduler, (details) =>
    chosen.push(details),
  );
  return { lookup, scheduler, chosen, vm };
}

const THREE = [
  suggestion('p-1', 'Croeselaan 28, 3521 CB Utrecht'),
  suggestion('p-2', 'Catharijnesingel 47, 3511 GC Utrecht'),
  suggestion('p-3', 'Oudegracht 245, 3511 NM Utrecht'),
];

describe('the address combobox', () => {
  it('asks the lookup once typing pauses, not on every key', () => {
    const { lookup, scheduler, vm } = setUp();
    for (const text of ['Cro', 'Croe', 'Croes', 'Croese']) {
      vm.setText(text);
      scheduler.advance(ADDRESS_PAUSE_MS - 50);
    }
    expect(lookup.asked).toEqual([]);
    expect(vm.status).toBe('searching');
    scheduler.advance(50);
    expect(lookup.asked.map((call) => call.text)).toEqual(['Croese']);
  });

  it('cancels the older request, and an older answer never replaces a newer one', async () => {
    const { lookup, scheduler, vm } = setUp();
    vm.setText('Croeselaan');
    scheduler.advance(ADDRESS_PAUSE_MS);
    vm.setText('Catharijne');
    expect(lookup.asked[0]?.signal?.aborted).toBe(true);
    scheduler.advance(ADDRESS_PAUSE_MS);
    lookup.answer(1, [THREE[1]!]);
    await settle();
    lookup.answer(0, [THREE[0]!]);
    await settle();
    expect(vm.suggestions).toEqual([THREE[1]]);
  });

  it('stops waiting and asking when the text becomes too short or the screen goes', () => {
    const { lookup, scheduler, vm } = setUp();
    vm.setText('Croeselaan');
    vm.setText('Cr');
    scheduler.advance(ADDRESS_PAUSE_MS);
    expect(lookup.asked).toEqual([]);
    expect(vm.status).toBe('idle');
    vm.setText('Croeselaan');
    vm.stop();
    expect(scheduler.running).toBe(0);
  });

  it('moves the highlight round with the arrow keys and names it for aria-activedescendant', async () => {
    const { lookup, scheduler, vm } = setUp();
    vm.setText('Utrecht');
    scheduler.advance(ADDRESS_PAUSE_MS);
    lookup.answer(0, THREE);
    await settle();
    expect(vm.expanded).toBe(true);
    expect(vm.activeOptionId).toBeUndefined();
    vm.moveDown();
    vm.moveDown();
    expect(vm.activeOptionId).toBe('address-option-1');
    vm.moveDown();
    vm.moveDown();
    expect(vm.activeIndex).toBe(0);
    vm.moveUp();
    expect(vm.activeIndex).toBe(2);
    vm.collapse();
    expect(vm.expanded).toBe(false);
    expect(vm.activeOptionId).toBeUndefined();
    expect(vm.chooseActive()).toBe(false);
  });

  it('fills the form with the address chosen by Enter, postcode written 1234 AB', async () => {
    const { lookup, scheduler, vm, chosen } = setUp();
    vm.setText('Catharijne');
    scheduler.advance(ADDRESS_PAUSE_MS);
    lookup.answer(0, [THREE[1]!]);
    await settle();
    vm.moveDown();
    expect(vm.chooseActive()).toBe(true);
    await settle();
    expect(lookup.detailsAsked).toEqual(['p-2']);
    expect(chosen[0]?.address).toEqual({
      street: 'Catharijnesingel',
      houseNumber: '47',
      postcode: '3511 GC',
      city: 'Utrecht',
    });
    expect(vm.text).toBe('Catharijnesingel 47, 3511 GC Utrecht');
    expect(vm.chosen).toBe('Catharijnesingel 47, 3511 GC Utrecht');
    expect(vm.expanded).toBe(false);
  });

  it('says when the lookup cannot be reached, so the user types the address', async () => {
    const { lookup, scheduler, vm } = setUp();
    vm.setText('Croeselaan');
    scheduler.advance(ADDRESS_PAUSE_MS);
    lookup.answer(0, offline);
    await settle();
    expect(vm.status).toBe('failed');
    expect(vm.expanded).toBe(false);
  });
});
