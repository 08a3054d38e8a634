import { describe, expect, it } from 'vitest';
import type { KeepsInput } from '../../../src/application/platform/form-keeper';
import { MemoryFormKeeper } from '../../../src/application/platform/form-keeper';

const aForm = (inputKey: string, input: unknown): KeepsInput & { restored: unknown[] } => {
  const restored: unknown[] = [];
  return { inputKey, keptInput: () => input, restoreInput: (value) => restored.push(value), restored };
};

describe('keeping what was typed through a new sign-in', () => {
  it('gives the same user back what each open form held when the session ended, once', () => {
    const keeper = new MemoryFormKeeper();
    keeper.register(aForm('room:loc-1:new', { name: 'Spreekkamer 3' }));
    keeper.register(aForm('operation:op-1', { code: 'PMO' }));
    keeper.keepOpenForms('user-1');
    keeper.signedIn('user-1');
    expect(keeper.holds('room:loc-1:new', 'user-1')).toBe(true);
    expect(keeper.take('room:loc-1:new', 'user-1')).toEqual({ name: 'Spreekkamer 3' });
    expect(keeper.take('room:loc-1:new', 'user-1')).toBeNull();
    expect(keeper.take('operation:op-1', 'user-1')).toEqual({ code: 'PMO' });
  });

  it('gives another user who signs in nothing, and forgets it then', () => {
    const keeper = new MemoryFormKeeper();
    keeper.register(aForm('room:loc-1:new', { name: 'Spreekkamer 3' }));
    keeper.keepOpenForms('user-1');
    expect(keeper.take('room:loc-1:new', 'user-2')).toBeNull();
    keeper.signedIn('user-2');
    expect(keeper.take('room:loc-1:new', 'user-1')).toBeNull();
  });

  it('keeps nothing of a form that closed before the session ended', () => {
    const keeper = new MemoryFormKeeper();
    const closed = keeper.register(aForm('room:loc-1:new', { name: 'Spreekkamer 3' }));
    closed();
    keeper.keepOpenForms('user-1');
    expect(keeper.holds('room:loc-1:new', 'user-1')).toBe(false);
  });

  it('keeps the newest input of a form whose session ended twice', () => {
    const keeper = new MemoryFormKeeper();
    const first = keeper.register(aForm('room:loc-1:new', { name: 'Spreek' }));
    keeper.keepOpenForms('user-1');
    first();
    keeper.register(aForm('room:loc-1:new', { name: 'Spreekkamer 3' }));
    keeper.keepOpenForms('user-1');
    expect(keeper.take('room:loc-1:new', 'user-1')).toEqual({ name: 'Spreekkamer 3' });
    expect(keeper.take('room:loc-1:new', 'user-1')).toBeNull();
  });
});
