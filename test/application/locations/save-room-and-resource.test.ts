import { describe, expect, it } from 'vitest';
import { SaveResource } from '../../../src/application/locations/save-resource';
import { SaveRoom } from '../../../src/application/locations/save-room';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeLocationGateway, rejected } from './location-fakes';

describe('saving a room', () => {
  it('adds a room to its location with the capacity as a number and no empty floor', async () => {
    const gateway = new FakeLocationGateway();
    const save = new SaveRoom(gateway, new RecordingNotifier());
    const form = {
      name: 'Spreekkamer 2',
      floor: ' ',
      capacity: '4',
      wheelchairAccessible: false,
      resourceTypeIds: ['type-1', 'type-1'],
      active: true,
    };
    await save.execute({ locationId: 'loc-1', roomId: null }, form);
    await save.execute({ locationId: 'loc-1', roomId: 'room-1' }, form);
    expect(gateway.calls).toEqual(['createRoom loc-1', 'updateRoom room-1']);
    expect(gateway.saved[0]).toEqual({ ...form, floor: null, capacity: 4, resourceTypeIds: ['type-1'] });
  });

  it('refuses a capacity that is not a whole number within bounds', async () => {
    const save = new SaveRoom(new FakeLocationGateway(), new RecordingNotifier());
    const base = { name: 'Kamer', floor: '', wheelchairAccessible: true, resourceTypeIds: [], active: true };
    const problem = async (capacity: string) => {
      const result = await save.execute({ locationId: 'loc-1', roomId: null }, { ...base, capacity });
      return !result.ok && result.error.fields.capacity;
    };
    expect(await problem('')).toBe('required');
    expect(await problem('2,5')).toBe('integer');
    expect(await problem('0')).toBe('out-of-range');
    expect(await problem('201')).toBe('out-of-range');
  });
});

describe('saving a resource', () => {
  it('sends no room for "no fixed room" and maps the server’s resourceTypeId to the type field', async () => {
    const gateway = new FakeLocationGateway();
    gateway.resourceAnswer = fail(rejected(422, 'Ongeldig.', { resourceTypeId: ['Onbekend soort.'] }));
    const save = new SaveResource(gateway, new RecordingNotifier());
    const result = await save.execute(
      { locationId: 'loc-1', resourceId: null },
      { name: 'ECG 2', resourceTypeId: 'type-9', assetNumber: '', roomId: '', active: true },
    );
    expect(gateway.saved[0]).toEqual({
      name: 'ECG 2',
      resourceTypeId: 'type-9',
      assetNumber: null,
      roomId: null,
      active: true,
    });
    expect(!result.ok && result.error.serverFields).toEqual({ resourceType: 'Onbekend soort.' });
  });
});
