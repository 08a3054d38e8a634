import { amsterdamDate, isoMoment } from '../platform/amsterdam-time';
import type { StoredDossier, StoredTask, TasksState } from '../tasks/case-seed';
import { taskNamed } from '../tasks/task-names';
import { uwvMessageAskedBy } from '../tasks/uwv-task-rule';
import type { DossierFileState, StoredUwvMessage } from './dossier-file-state';
import { nextWorkingDay, uwvRefusalOf } from './uwv-answers';

/** The task a rejected message makes, by its Dutch name (tasks/task-names.ts). */
export const CORRECTION_TASK = 'Afgewezen UWV-melding corrigeren';

/** What the settle reads and changes: the messages, and the dossiers and tasks they belong to. */
export type UwvSettleState = DossierFileState & Pick<TasksState, 'dossiers' | 'tasks' | 'nextTaskId'>;

/**
 * The UWV's answer to a message sent again, once a working day has passed since it was sent: it
 * accepts it when its content is right (the case's first sick day, the hours, a payroll tax number
 * of the form), else refuses it for the first thing wrong. Only messages sent again are answered
 * so; the seed's waiting messages keep waiting. An accepted one completes the open tasks of the
 * dossier that asked for a message of its kind (tasks/uwv-task-rule.ts).
 */
function answerResent(state: UwvSettleState, dossiers: ReadonlyMap<string, StoredDossier>, now: number) {
  const today = amsterdamDate(now);
  let changed = false;
  for (const message of state.uwvMessages) {
    if (message.resendOf === null || message.status !== 'sent' || nextWorkingDay(message.sentOn) > today)
      continue;
    const dossier = dossiers.get(message.dossierId);
    if (!dossier) continue;
    const refusal = uwvRefusalOf(message.content, dossier);
    message.status = refusal ? 'rejected' : 'accepted';
    message.rejection = refusal;
    message.answeredOn = today;
    changed = true;
    if (refusal) continue;
    for (const task of state.tasks)
      if (
        task.dossierId === dossier.id &&
        task.status === 'open' &&
        uwvMessageAskedBy(task) === message.kind
      ) {
        task.status = 'completed';
        task.completedAt = isoMoment(now);
      }
  }
  return changed;
}

/** The correction task of a rejected message: due the working day after the UWV's answer was known. */
function correctionTask(
  state: UwvSettleState,
  dossier: StoredDossier,
  message: StoredUwvMessage,
  now: number,
): StoredTask {
  const task: StoredTask = {
    id: String(state.nextTaskId),
    dossierId: dossier.id,
    title: taskNamed(CORRECTION_TASK),
    status: 'open',
    // The seed's refusals were known before today, so their tasks are due today.
    dueDate: message.answeredOn ? nextWorkingDay(message.answeredOn) : amsterdamDate(now),
    completedAt: null,
    assigneeId: dossier.ownerId,
    createdAt: isoMoment(now),
    uwvMessageId: message.id,
  };
  state.nextTaskId += 1;
  return task;
}

/**
 * What the back office derives from the UWV messages (DemoArea.settle): the UWV's answers to the
 * messages sent again, and one task "Afgewezen UWV-melding corrigeren" for every rejected message
 * not sent again in an open case, for the case's owner, completed once the message is sent again.
 * Never a second task for one message; a task a user cancelled stays cancelled. Answers whether
 * anything changed.
 */
export function settleUwvMessages(state: UwvSettleState, now: number): boolean {
  const dossiers = new Map(state.dossiers.map((dossier) => [dossier.id, dossier]));
  let changed = answerResent(state, dossiers, now);
  const taskOf = new Map<string, StoredTask>();
  for (const task of state.tasks) if (task.uwvMessageId) taskOf.set(task.uwvMessageId, task);
  for (const message of state.uwvMessages) {
    const task = taskOf.get(message.id);
    if (task) {
      if (message.resentAs !== null && task.status === 'open') {
        task.status = 'completed';
        task.completedAt = isoMoment(now);
        changed = true;
      }
      continue;
    }
    const dossier = dossiers.get(message.dossierId);
    if (message.status !== 'rejected' || message.resentAs !== null || dossier?.status !== 'open') continue;
    state.tasks.push(correctionTask(state, dossier, message, now));
    changed = true;
  }
  return changed;
}
