import { describe, expect, it } from 'vitest';
import { CheckScheduleOperations } from '../../../src/application/availability/check-schedule-operations';
import { DeleteSchedule } from '../../../src/application/availability/delete-schedule';
import { ListSchedules } from '../../../src/application/availability/list-schedules';
import { RemoveTimeConstraint } from '../../../src/application/availability/remove-time-constraint';
import { RestoreSchedule } from '../../../src/application/availability/restore-schedule';
import { fail, ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FakeScheduleGateway, PERSON, aRecord, anException, offline, rejected } from './availability-fakes';

describe('a schedule’s life: read, delete, restore, its exceptions removed, its location checked', () => {
  it('reads the person’s schedules with the deleted ones, and one by id, not found when gone', async () => {
    const gateway = new FakeScheduleGateway();
    const list = new ListSchedules(gateway);
    expect(await list.forUser(PERSON)).toEqual(ok([aRecord()]));
    expect(await list.byId('nothing')).toEqual(fail('load.not-found'));
    expect(gateway.calls).toEqual([`schedules ${PERSON} true`, 'schedule nothing']);
  });

  it('deletes with a notice that says it can be restored', async () => {
    const gateway = new FakeScheduleGateway();
    const notifier = new RecordingNotifier();
    expect(await new DeleteSchedule(gateway, notifier).execute('sch-1', 'Utrecht, vanaf 2 nov 2026')).toEqual(
      ok(undefined),
    );
    expect(notifier.notices).toEqual([
      {
        type: 'success',
        title: 'availability.notices.scheduleDeleted',
        values: { name: 'Utrecht, vanaf 2 nov 2026' },
      },
    ]);
  });

  it('restores, or says why not in the server’s words (the overlap that came meanwhile)', async () => {
    const gateway = new FakeScheduleGateway();
    const notifier = new RecordingNotifier();
    const restore = new RestoreSchedule(gateway, notifier);
    expect((await restore.execute('sch-1')).ok).toBe(true);
    expect(notifier.notices.map((notice) => notice.title)).toEqual(['availability.notices.scheduleRestored']);

    gateway.restoreAnswer = fail(
      rejected(422, 'De gegevens zijn niet geldig.', {
        blocks: ['Dit rooster overlapt op 7 december 2026.'],
      }),
    );
    expect(await restore.execute('sch-1')).toEqual(
      fail({ code: 'restore.refused', message: 'Dit rooster overlapt op 7 december 2026.' }),
    );
    gateway.restoreAnswer = fail(rejected(404, 'Niet gevonden.'));
    expect(await restore.execute('sch-1')).toEqual(
      fail({ code: 'restore.not-found', message: 'Niet gevonden.' }),
    );
    gateway.restoreAnswer = fail(offline);
    expect(await restore.execute('sch-1')).toEqual(fail({ code: 'restore.unavailable', message: null }));
    expect(notifier.notices).toHaveLength(1);
  });

  it('removes an exception by its id and its own date (spec section 3: timeConstraintUuid, selectedDate)', async () => {
    const gateway = new FakeScheduleGateway();
    const notifier = new RecordingNotifier();
    await new RemoveTimeConstraint(gateway, notifier).execute(anException(), '23 nov 2026');
    expect(gateway.calls).toEqual(['removeTimeConstraint sch-1 tc-1 2026-11-23']);
    expect(notifier.notices[0]?.title).toBe('availability.notices.exceptionRemoved');
  });

  it('asks which operations a location does not offer, nothing for none, and tells an aborted check apart', async () => {
    const gateway = new FakeScheduleGateway();
    const check = new CheckScheduleOperations(gateway);
    gateway.notOffered = ['op-3'];
    expect(await check.notOffered('loc-1', [])).toEqual(ok(new Set()));
    expect(gateway.calls).toEqual([]);
    expect(await check.notOffered('loc-1', ['op-1', 'op-3'])).toEqual(ok(new Set(['op-3'])));

    gateway.heldChecks = [];
    const controller = new AbortController();
    const pending = check.notOffered('loc-2', ['op-1'], controller.signal);
    controller.abort();
    gateway.heldChecks[0]?.resolve(ok([]));
    expect(await pending).toEqual(fail('check.aborted'));
  });
});
