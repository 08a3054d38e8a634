import { describe, expect, it } from 'vitest';
import { LastOpenDossier } from '../../../src/application/people/last-open-dossier';
import { ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { aDossierRef, failing, FakeEmployeeGateway, rejected } from './people-fakes';

function setUp() {
  const gateway = new FakeEmployeeGateway();
  const notifier = new RecordingNotifier();
  return { gateway, notifier, lastOpen: new LastOpenDossier(gateway, notifier) };
}

describe('the last open dossier of a type, to start a wizard from an employee', () => {
  it('gives the newest open dossier of the type, or none', async () => {
    const { lastOpen, gateway } = setUp();
    expect(await lastOpen.execute('e-1', 'illness')).toEqual(ok(aDossierRef()));
    gateway.lastOpen = ok(null);
    expect(await lastOpen.execute('e-1', 'pregnancy')).toEqual(ok(null));
    expect(gateway.calls).toEqual(['last-open:e-1:illness', 'last-open:e-1:pregnancy']);
  });

  it('answers a type the user may not see as forbidden, for the screen to show', async () => {
    const { lastOpen, gateway, notifier } = setUp();
    gateway.lastOpen = failing(rejected(403));
    expect(await lastOpen.execute('e-1', 'medical')).toEqual({ ok: false, error: 'employee.forbidden' });
    expect(notifier.notices).toEqual([]);
  });

  it('tells an untold server failure once', async () => {
    const { lastOpen, gateway, notifier } = setUp();
    gateway.lastOpen = failing(rejected(500));
    expect(await lastOpen.execute('e-1', 'illness')).toEqual({ ok: false, error: 'employee.unavailable' });
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.somethingWentWrong' }]);
  });
});
