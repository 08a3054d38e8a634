import { describe, expect, it } from 'vitest';
import {
  AREAS,
  reviveState,
  seedState,
  STATE_VERSION,
} from '../../../../src/infrastructure/demo-backend/demo-backend';
import { START } from '../demo-client';

describe('the areas of the demo backend', () => {
  it('each own their part of the state: every key of a fresh seed belongs to exactly one area', () => {
    const claimed = AREAS.flatMap((area) => area.stateKeys as readonly string[]);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(Object.keys(seedState(START)).sort()).toEqual(['version', ...claimed].sort());
  });

  it('take a stored state back only with every area’s part, of this version', () => {
    const seeded = JSON.parse(JSON.stringify(seedState(START))) as Record<string, unknown>;
    expect(reviveState(seeded)).toEqual(seeded);
    expect(reviveState({ ...seeded, version: STATE_VERSION - 1 })).toBeNull();
    // Parts added to the state later than others start from their defaults; any other missing part
    // means a file that is not this state, replaced by a fresh seed.
    const defaulted = new Set([
      'faults',
      'settings',
      'resetTokens',
      'ssoTokens',
      'unknownSignIns',
      'lastAppointmentId',
      'agendaChanges',
      'lastAgendaChange',
      'reminders',
      'reminderCursor',
      'calendarFeeds',
      'reminderOverrides',
      'consultationSettings',
      'noShowCursor',
      'lastWaitlistId',
      'waitlistCursor',
    ]);
    for (const area of AREAS) {
      for (const key of area.stateKeys as readonly string[]) {
        const { [key]: _dropped, ...without } = seeded;
        const revived = reviveState(without);
        if (defaulted.has(key))
          expect([key, revived?.[key as keyof typeof revived]]).toEqual([key, seeded[key]]);
        else expect([key, revived]).toEqual([key, null]);
      }
    }
  });

  it('give a stored part the defaults of fields added later', () => {
    const seeded = JSON.parse(JSON.stringify(seedState(START))) as Record<string, unknown>;
    const older: Record<string, unknown> = { ...seeded, faults: { errorRate: 0.5 }, settings: {} };
    delete older['resetTokens'];
    expect(reviveState(older)).toMatchObject({
      faults: { latencyMs: 0, errorRate: 0.5, malformedRate: 0, unauthorizedOnce: false },
      settings: { idleTimeoutSeconds: 1800 },
      resetTokens: {},
    });
  });
});
