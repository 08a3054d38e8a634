import { describe, expect, it } from 'vitest';
import { SaveResourceType } from '../../../src/application/locations/save-resource-type';
import { RecordingNotifier } from '../../support/fakes';
import { FakeResourceTypeGateway } from './location-fakes';

function setUp() {
  const gateway = new FakeResourceTypeGateway();
  return { gateway, save: new SaveResourceType(gateway, new RecordingNotifier()) };
}

describe('saving a resource type', () => {
  it('refuses an update without the type’s UUID before anything is sent (spec section 5)', async () => {
    const { gateway, save } = setUp();
    for (const id of [null, undefined, '', '   ']) {
      const result = await save.update(id, { name: 'ECG-apparaat', description: '' });
      expect(!result.ok && result.error.code).toBe('save.uuid-required');
    }
    expect(gateway.calls).toEqual([]);
  });

  it('creates and updates with the name trimmed and an empty description as none', async () => {
    const { gateway, save } = setUp();
    await save.create({ name: ' ECG-apparaat ', description: '  ' });
    await save.update('type-1', { name: 'Audiometer', description: 'Toonaudiometer' });
    expect(gateway.calls).toEqual(['createResourceType', 'updateResourceType type-1']);
    expect(gateway.saved).toEqual([
      { name: 'ECG-apparaat', description: null },
      { name: 'Audiometer', description: 'Toonaudiometer' },
    ]);
  });

  it('checks the rules before the UUID matters', async () => {
    const { save } = setUp();
    const result = await save.update('type-1', { name: '', description: 'x'.repeat(501) });
    expect(!result.ok && result.error.fields).toEqual({ name: 'required', description: 'too-long' });
  });
});
