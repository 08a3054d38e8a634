import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { auditEntryJson, nameAndDay } from '../../../../src/infrastructure/demo-backend/audit/audit-answer';
import { DemoStore } from '../../../../src/infrastructure/demo-backend/demo-backend';
import type { AuditEntry } from '../../../../src/infrastructure/demo-backend/platform/audit-log';
import { AuditEntrySchema } from '../../../../src/infrastructure/audit/audit-schemas';
import * as v from 'valibot';
import { START } from '../demo-client';

const planner = USERS.find((user) => user.username === 'planner');

function setUp() {
  const { state } = new DemoStore(null, () => START);
  const room = state.rooms[0];
  const medical = state.operations.find((operation) => operation.medical);
  const plain = state.operations.find((operation) => !operation.medical);
  if (!planner || !room || !medical || !plain) throw new Error('seed changed');
  const entry: AuditEntry = {
    id: 1,
    at: '2026-11-27T09:00:00Z',
    userId: planner.id,
    userName: planner.displayName,
    entityType: 'appointment',
    entityId: 'a1',
    entityLabel: 'Afspraak (afgeschermd), 2026-11-27',
    entityLabelEn: 'Appointment (private), 2026-11-27',
    action: 'updated',
    changes: [
      { field: 'userId', from: null, to: planner.id },
      { field: 'roomId', from: null, to: room.id },
      { field: 'operationId', from: plain.id, to: '(afgeschermd)' },
      { field: 'operationIds', from: [], to: [medical.id, plain.id] },
    ],
  };
  return { state, entry, room, medical, plain };
}

describe('the audit log’s answer', () => {
  it('names the record in the reader’s language with its day apart, and the people and records its changes point at', () => {
    const { state, entry, room, plain } = setUp();
    const english = v.parse(AuditEntrySchema, auditEntryJson(state, 'w1', entry, 'en'));
    expect(english.entity).toMatchObject({ label: 'Appointment (private)' });
    expect(english.entity.day?.toString()).toBe('2026-11-27');
    expect(english.names).toMatchObject({ [planner?.id ?? '']: planner?.displayName, [room.id]: room.name });
    expect(english.names[plain.id]).toBe(plain.nameEn);
    expect(english.changes[2]?.to).toEqual({ withheld: true });
    const dutch = auditEntryJson(state, 'w1', entry, 'nl');
    expect(dutch.entityLabel).toBe('Afspraak (afgeschermd)');
    expect(dutch.names[plain.id]).toBe(plain.nameNl);
  });

  it('never names a medical operation, even where an entry points at one', () => {
    const { state, entry, medical } = setUp();
    for (const language of ['nl', 'en'] as const) {
      const text = JSON.stringify(auditEntryJson(state, 'w1', entry, language).names);
      expect(text).not.toContain(medical.nameNl);
      expect(text).not.toContain(medical.nameEn);
    }
  });

  it('takes a day off the end of a name only when it is an ISO date there', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/),
        fc.integer({ min: 0, max: 30_000 }),
        (name, offset) => {
          const day = new Date(Date.UTC(2000, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
          expect(nameAndDay(`${name}, ${day}`)).toEqual({ label: name, day });
          expect(nameAndDay(`${name} ${day}`)).toEqual({ label: name, day });
          expect(nameAndDay(name)).toEqual({ label: name, day: null });
        },
      ),
      { numRuns: 200 },
    );
  });
});
