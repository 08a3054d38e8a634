import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { OpenEmployee } from '../../../src/application/people/open-employee';
import { ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { FixedClock } from '../../support/task-fakes';
import {
  aDossierRef,
  anAppointment,
  anEmployee,
  anEmployeeDossier,
  anEmployment,
  failing,
  FakeEmployeeGateway,
  rejected,
} from './people-fakes';

function setUp() {
  const gateway = new FakeEmployeeGateway();
  const notifier = new RecordingNotifier();
  return { gateway, notifier, open: new OpenEmployee(gateway, new FixedClock(), notifier) };
}

const ended = anEmployment({
  id: 'm-0',
  contract: 'temporary',
  startDate: Temporal.PlainDate.from('2018-09-01'),
  endDate: Temporal.PlainDate.from('2019-08-31'),
});

describe('opening an employee', () => {
  it('gives the employee, their employments with the absence dossier of each open one, dossiers and coming appointments', async () => {
    const { open, gateway, notifier } = setUp();
    gateway.jobs = ok([anEmployment(), ended]);
    const opened = await open.execute(' e-1 ');
    expect(opened).toEqual({
      ok: true,
      value: {
        employee: anEmployee(),
        employments: ok([
          { employment: anEmployment(), open: true, absenceDossier: ok(aDossierRef()) },
          { employment: ended, open: false, absenceDossier: null },
        ]),
        dossiers: ok([anEmployeeDossier()]),
        appointments: ok([anAppointment()]),
      },
    });
    // The clock's today is 2026-11-21: eight weeks ahead, at most twenty.
    expect(gateway.calls).toEqual([
      'employee:e-1',
      'employments:e-1',
      'dossiers:e-1',
      'appointments:e-1:2026-11-21:2027-01-16:20',
      'absence:m-1',
    ]);
    expect(notifier.notices).toEqual([]);
  });

  it('counts an employment ending today as open', async () => {
    const { open, gateway } = setUp();
    gateway.jobs = ok([
      anEmployment({ contract: 'temporary', endDate: Temporal.PlainDate.from('2026-11-21') }),
    ]);
    const opened = await open.execute('e-1');
    expect(opened.ok && opened.value.employments.ok && opened.value.employments.value[0]?.open).toBe(true);
  });

  it('answers a gone employee as not found and one out of reach as forbidden, for the screen to show', async () => {
    const { open, gateway, notifier } = setUp();
    gateway.one = failing(rejected(404));
    gateway.jobs = failing(rejected(404));
    expect(await open.execute('e-9')).toEqual({ ok: false, error: 'employee.not-found' });
    gateway.one = failing(rejected(403));
    expect(await open.execute('e-9')).toEqual({ ok: false, error: 'employee.forbidden' });
    expect(notifier.notices).toEqual([]);
    expect(gateway.calls.some((call) => call.startsWith('absence:'))).toBe(false);
  });

  it('answers an empty id as not found without asking', async () => {
    const { open, gateway } = setUp();
    expect(await open.execute('  ')).toEqual({ ok: false, error: 'employee.not-found' });
    expect(gateway.calls).toEqual([]);
  });

  it('shows every other part when one fails, each failure in its own part, and tells the user once', async () => {
    const { open, gateway, notifier } = setUp();
    gateway.cases = failing(rejected(403));
    gateway.coming = failing(rejected(500));
    gateway.absence = () => failing(rejected(503));
    const opened = await open.execute('e-1');
    if (!opened.ok) throw new Error(opened.error);
    expect(opened.value.employee).toEqual(anEmployee());
    expect(opened.value.dossiers).toEqual({ ok: false, error: 'employee.forbidden' });
    expect(opened.value.appointments).toEqual({ ok: false, error: 'employee.unavailable' });
    expect(opened.value.employments).toEqual(
      ok([
        {
          employment: anEmployment(),
          open: true,
          absenceDossier: { ok: false, error: 'employee.unavailable' },
        },
      ]),
    );
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.somethingWentWrong' }]);
  });

  it('shows a planner who sees no dossiers the page without them, and says nothing', async () => {
    const { open, gateway, notifier } = setUp();
    gateway.cases = failing(rejected(403));
    gateway.absence = () => failing(rejected(403));
    const opened = await open.execute('e-1');
    expect(opened.ok && opened.value.dossiers).toEqual({ ok: false, error: 'employee.forbidden' });
    expect(notifier.notices).toEqual([]);
  });

  it('says nothing more of a failure the user was told of, or of a read that was cancelled', async () => {
    const { open, gateway, notifier } = setUp();
    gateway.jobs = failing({ kind: 'network', told: true });
    gateway.coming = failing({ kind: 'aborted' });
    const opened = await open.execute('e-1');
    expect(opened.ok && opened.value.employments).toEqual({ ok: false, error: 'employee.unavailable' });
    gateway.one = failing({ kind: 'malformed', told: true });
    expect(await open.execute('e-1')).toEqual({ ok: false, error: 'employee.unavailable' });
    expect(notifier.notices).toEqual([]);
  });
});
