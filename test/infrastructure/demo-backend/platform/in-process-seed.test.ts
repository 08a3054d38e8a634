import { describe, expect, it } from 'vitest';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { inProcessBackend } from '../../../support/in-process-backend';
import { START } from '../demo-client';

describe('the in-process backend of the tests', () => {
  it('starts from the seed itself, each backend from a copy of its own', () => {
    const first = inProcessBackend({ now: () => START });
    const second = inProcessBackend({ now: () => START });
    expect(first.store.state).toStrictEqual(seedState(START));
    for (const account of Object.values(first.store.state.accounts)) account.failedAttempts = 4;
    first.store.state.tasks.splice(0);
    expect(second.store.state).toStrictEqual(seedState(START));
    const later = START + 86_400_000;
    expect(inProcessBackend({ now: () => later }).store.state).toStrictEqual(seedState(later));
  });
});
