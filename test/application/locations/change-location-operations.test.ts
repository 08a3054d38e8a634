import { describe, expect, it } from 'vitest';
import { ChangeLocationOperations } from '../../../src/application/locations/change-location-operations';
import { fail } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeLocationGateway, rejected } from './location-fakes';

function setUp() {
  const gateway = new FakeLocationGateway();
  const notifier = new RecordingNotifier();
  return { gateway, notifier, change: new ChangeLocationOperations(gateway, notifier) };
}

describe('changing the operations a location offers', () => {
  it('asks with validateOnly first, and makes a harmless change at once', async () => {
    const { gateway, notifier, change } = setUp();
    const result = await change.execute('loc-1', ['op-1', 'op-3', 'op-1']);
    expect(result.ok).toBe(true);
    expect(gateway.calls).toEqual([
      'setOperations loc-1 op-1,op-3 validateOnly',
      'setOperations loc-1 op-1,op-3 apply',
    ]);
    expect(notifier.notices).toEqual([{ type: 'success', title: 'locations.notices.operationsSaved' }]);
  });

  it('stops to ask when future appointments would lose their operation, and changes nothing', async () => {
    const { gateway, change } = setUp();
    gateway.impact = { removedOperationIds: ['op-2'], affectedAppointments: 14 };
    const result = await change.execute('loc-1', ['op-1']);
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'operations.confirm',
        impact: { removedOperationIds: ['op-2'], affectedAppointments: 14 },
        message: null,
      },
    });
    expect(gateway.calls).toEqual(['setOperations loc-1 op-1 validateOnly']);
  });

  it('makes the change once the user confirmed as many appointments as it affects', async () => {
    const { gateway, change } = setUp();
    gateway.impact = { removedOperationIds: ['op-2'], affectedAppointments: 14 };
    const result = await change.execute('loc-1', ['op-1'], 14);
    expect(result.ok).toBe(true);
    expect(gateway.calls.at(-1)).toBe('setOperations loc-1 op-1 apply');
  });

  it('asks again when more appointments are affected than the user confirmed', async () => {
    const { gateway, change } = setUp();
    gateway.impact = { removedOperationIds: ['op-2'], affectedAppointments: 15 };
    const result = await change.execute('loc-1', ['op-1'], 14);
    expect(!result.ok && result.error.code).toBe('operations.confirm');
    expect(gateway.calls).toHaveLength(1);
  });

  it('passes on the server’s refusal', async () => {
    const { gateway, change } = setUp();
    gateway.operationsAnswer = fail(
      rejected(422, 'Onbekende verrichtingen.', { operationIds: ['Onbekend.'] }),
    );
    const result = await change.execute('loc-1', ['nope']);
    expect(!result.ok && result.error).toEqual({
      code: 'operations.refused',
      impact: null,
      message: 'Onbekende verrichtingen.',
    });
  });
});
