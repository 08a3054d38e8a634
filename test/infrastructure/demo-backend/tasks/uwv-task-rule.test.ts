import { describe, expect, it } from 'vitest';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import {
  UWV_MESSAGE_ASKED_BY,
  uwvMessageAskedBy,
} from '../../../../src/infrastructure/demo-backend/tasks/uwv-task-rule';
import { seedCases } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { START } from '../demo-client';

/** Seeds on a few days apart, so the rule holds however the dates fall. */
const MOMENTS = [START, Date.parse('2026-07-27T09:00:00Z'), Date.parse('2026-11-20T10:00:00Z')];

describe('the seed’s tasks and its UWV messages', () => {
  it.each(MOMENTS.map((moment) => [new Date(moment).toISOString().slice(0, 10), moment]))(
    'agree on %s: a task asking for a message is done exactly when that message was accepted',
    (_day, moment) => {
      const state = seedState(moment);
      const dossiers = new Map(state.dossiers.map((dossier) => [dossier.id, dossier]));
      const messagesOf = (dossierId: string, kind: string) =>
        state.uwvMessages.filter((message) => message.dossierId === dossierId && message.kind === kind);
      let asking = 0;
      for (const task of state.tasks) {
        const kind = uwvMessageAskedBy(task);
        if (!kind) continue;
        asking += 1;
        const statuses = messagesOf(task.dossierId, kind).map((message) => message.status);
        if (task.status === 'open') expect(statuses).not.toContain('accepted');
        if (task.status === 'completed' && dossiers.get(task.dossierId)?.status === 'open') {
          expect(statuses.some((status) => status === 'accepted' || status === 'sent')).toBe(true);
        }
        if (task.completedAt)
          expect(Date.parse(task.completedAt)).toBeGreaterThan(Date.parse(task.createdAt));
      }
      expect(asking).toBeGreaterThan(20);
    },
  );

  it('keeps the 42nd-week report’s task open only where the UWV has not accepted that report', () => {
    const state = seedState(MOMENTS[2]);
    const week42 = state.tasks.filter((task) => uwvMessageAskedBy(task) === 'week_42_report');
    expect(week42.some((task) => task.status === 'completed')).toBe(true);
    for (const task of week42.filter((candidate) => candidate.status === 'open')) {
      const accepted = state.uwvMessages.some(
        (message) =>
          message.dossierId === task.dossierId &&
          message.kind === 'week_42_report' &&
          message.status === 'accepted',
      );
      expect(accepted).toBe(false);
    }
  });

  it('names only tasks the seed has, in both languages', () => {
    const titles = new Set(seedCases(START).tasks.map((task) => task.title.nl));
    for (const title of Object.keys(UWV_MESSAGE_ASKED_BY)) expect(titles).toContain(title);
    for (const task of seedCases(START).tasks) {
      expect(task.title.en).not.toBe('');
      expect(task.title.en).not.toBe(task.title.nl);
    }
  });
});
