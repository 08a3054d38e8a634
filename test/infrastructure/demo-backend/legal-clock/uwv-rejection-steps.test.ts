import { describe, expect, it } from 'vitest';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import type { StoredUwvMessage } from '../../../../src/infrastructure/demo-backend/dossiers/dossier-file-state';
import type { CaseRecords } from '../../../../src/infrastructure/demo-backend/legal-clock/case-steps';
import { stepsDoneOf } from '../../../../src/infrastructure/demo-backend/legal-clock/case-steps';
import type { StoredDossier, StoredTask } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { START } from '../demo-client';

// A step done by a message to the UWV (the 42nd-week notification, the WIA application) is done once
// the UWV accepted that message; its task completed is not enough.

const state = seedState(START);
const dossier: StoredDossier = {
  id: '29999',
  type: 'illness',
  employeeId: state.dossiers[0]?.employeeId ?? '',
  status: 'open',
  startDate: '2025-04-07',
  endDate: null,
  spells: [{ firstSickDay: '2025-04-07', recoveredOn: null }],
  ownerId: state.dossiers[0]?.ownerId ?? '',
};
const task = (title: string, completedAt: string): StoredTask => ({
  id: String(900_000 + title.length),
  dossierId: dossier.id,
  title: { nl: title, en: title },
  status: 'completed',
  dueDate: completedAt.slice(0, 10),
  completedAt,
  assigneeId: dossier.ownerId,
  createdAt: '2025-04-08T09:00:00Z',
});
const week42 = (status: StoredUwvMessage['status']): StoredUwvMessage => ({
  id: '9001',
  dossierId: dossier.id,
  kind: 'week_42_report',
  sentOn: '2026-01-26',
  status,
  reference: 'WM42-2026-000001',
  content: { firstSickDay: '2025-04-09', hoursPerWeek: 32, payrollTaxNumber: '123456789L01' },
  rejection: status === 'rejected' ? 'first-sick-day-mismatch' : null,
  answeredOn: null,
  resendOf: null,
  resentAs: null,
});
const records = (messages: StoredUwvMessage[], tasks: StoredTask[]): CaseRecords => ({
  tasks,
  documents: [],
  messages,
  report: null,
});

describe('the steps of a case done by a message to the UWV', () => {
  it('leave a rejected 42nd-week notification undone although its task was completed', () => {
    const done = stepsDoneOf(
      state,
      dossier,
      records([week42('rejected')], [task('42e-weeksmelding UWV doen', '2026-01-26T10:00:00Z')]),
    );
    expect(done.steps['week-42-notification']).toBeUndefined();
  });

  it('are done on the day the accepted message was sent', () => {
    const done = stepsDoneOf(
      state,
      dossier,
      records([week42('accepted')], [task('42e-weeksmelding UWV doen', '2026-01-28T10:00:00Z')]),
    );
    expect(done.steps['week-42-notification']).toBe('2026-01-26');
  });

  it('leave the WIA application undone by its task alone, while another step’s task still counts', () => {
    const done = stepsDoneOf(
      state,
      dossier,
      records(
        [],
        [
          task('WIA-aanvraag voorbereiden', '2026-12-01T10:00:00Z'),
          task('Plan van aanpak opstellen', '2025-06-01T10:00:00Z'),
        ],
      ),
    );
    expect(done.steps['wia-application']).toBeUndefined();
    expect(done.steps['action-plan']).toBe('2025-06-01');
  });
});
