import { describe, expect, it } from 'vitest';
import { DeleteLocation } from '../../../src/application/locations/delete-location';
import { DeleteOperation } from '../../../src/application/locations/delete-operation';
import { DeleteResource } from '../../../src/application/locations/delete-resource';
import { DeleteResourceType } from '../../../src/application/locations/delete-resource-type';
import { DeleteRoom } from '../../../src/application/locations/delete-room';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import {
  FakeLocationGateway,
  FakeOperationGateway,
  FakeResourceTypeGateway,
  offline,
  rejected,
} from './location-fakes';

describe('deleting a record', () => {
  it('deletes each kind through its own call and says which one went', async () => {
    const locations = new FakeLocationGateway();
    const types = new FakeResourceTypeGateway();
    const operations = new FakeOperationGateway();
    const notifier = new RecordingNotifier();
    await new DeleteLocation(locations, notifier).execute({ id: 'loc-1', name: 'Utrecht' });
    await new DeleteRoom(locations, notifier).execute({ id: 'room-1', name: 'Spreekkamer' });
    await new DeleteResource(locations, notifier).execute({ id: 'res-1', name: 'Audiometer A' });
    await new DeleteResourceType(types, notifier).execute({ id: 'type-1', name: 'Audiometer' });
    await new DeleteOperation(operations, notifier).execute({ id: 'op-1', name: 'Spreekuur' });
    expect(locations.calls).toEqual(['deleteLocation loc-1', 'deleteRoom room-1', 'deleteResource res-1']);
    expect(types.calls).toEqual(['deleteResourceType type-1']);
    expect(operations.calls).toEqual(['deleteOperation op-1']);
    expect(notifier.notices.map((notice) => notice.values?.['name'])).toEqual([
      'Utrecht',
      'Spreekkamer',
      'Audiometer A',
      'Audiometer',
      'Spreekuur',
    ]);
  });

  it('refuses a record still in use with the server’s message, and says nothing of success', async () => {
    const locations = new FakeLocationGateway();
    const notifier = new RecordingNotifier();
    locations.deleteAnswer = fail(rejected(409, 'Nog in gebruik bij 8 toekomstige afspraken.'));
    const result = await new DeleteRoom(locations, notifier).execute({ id: 'room-1', name: 'Spreekkamer' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'delete.in-use', message: 'Nog in gebruik bij 8 toekomstige afspraken.' },
    });
    expect(notifier.notices).toEqual([]);
  });

  it('tells a record already gone from one that could not be reached', async () => {
    const locations = new FakeLocationGateway();
    const notifier = new RecordingNotifier();
    const remove = new DeleteLocation(locations, notifier);
    locations.deleteAnswer = fail(rejected(404, 'Niet gevonden.'));
    expect(await remove.execute({ id: 'x', name: 'X' })).toMatchObject({
      error: { code: 'delete.not-found' },
    });
    locations.deleteAnswer = fail(offline);
    expect(await remove.execute({ id: 'x', name: 'X' })).toMatchObject({
      error: { code: 'delete.unavailable' },
    });
    locations.deleteAnswer = fail(rejected(503, 'Even niet beschikbaar.'));
    expect(await remove.execute({ id: 'x', name: 'X' })).toMatchObject({
      error: { code: 'delete.unavailable', message: 'Even niet beschikbaar.' },
    });
    locations.deleteAnswer = fail({ kind: 'malformed', told: false });
    await remove.execute({ id: 'x', name: 'X' });
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.somethingWentWrong' }]);
  });
});
