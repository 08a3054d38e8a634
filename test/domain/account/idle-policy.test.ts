import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idlePhase, MIN_REACTION_MS, MIN_WARNING_MS } from '../../../src/domain/account/idle-policy';

describe('the idle policy', () => {
  it('warns 60 seconds before a 30-minute limit and ends the session at the limit', () => {
    const limit = 30 * 60_000;
    expect(idlePhase(0, 0, limit)).toEqual({ phase: 'active', warnAt: limit - 60_000, signOutAt: limit });
    expect(idlePhase(limit - 60_000, 0, limit)).toEqual({ phase: 'warning', signOutAt: limit });
    expect(idlePhase(limit, 0, limit)).toEqual({ phase: 'expired' });
  });

  it('property: the warning always comes before sign-out, leaving the user time to react', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 4 * 3600_000 }), fc.nat(10_000_000), (limit, last) => {
        const first = idlePhase(last, last, limit);
        const signOutAt = first.phase === 'expired' ? null : first.signOutAt;
        expect(signOutAt).not.toBeNull();
        const warnAt = first.phase === 'active' ? first.warnAt : last;
        expect(signOutAt! - warnAt).toBeGreaterThanOrEqual(
          Math.min(MIN_WARNING_MS, Math.max(limit, MIN_REACTION_MS)),
        );
        expect(signOutAt! - warnAt).toBeGreaterThanOrEqual(MIN_REACTION_MS);
        expect(idlePhase(warnAt, last, limit).phase).toBe('warning');
        expect(idlePhase(signOutAt!, last, limit).phase).toBe('expired');
      }),
    );
  });
});
