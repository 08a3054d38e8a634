import { describe, expect, it } from 'vitest';
import { OpenDossier } from '../../../src/application/dossiers/open-dossier';
import { ok } from '../../../src/domain/shared/result';
import {
  aDossierDetail,
  aUwvMessage,
  failing,
  FakeDossierFileGateway,
  rejected,
  SECTIONS,
} from '../../support/dossier-file-fakes';
import { RecordingNotifier } from '../../support/fakes';

function setUp() {
  const gateway = new FakeDossierFileGateway();
  const notifier = new RecordingNotifier();
  return { gateway, notifier, open: new OpenDossier(gateway, notifier) };
}

describe('opening a dossier', () => {
  it('gives a dossier reported to the UWV with the sections of its type and its UWV messages', async () => {
    const { open, gateway } = setUp();
    const opened = await open.execute('20001');
    expect(opened).toEqual({
      ok: true,
      value: {
        dossier: aDossierDetail(),
        sections: SECTIONS,
        uwv: { kind: 'messages', messages: [aUwvMessage()] },
      },
    });
    expect(gateway.calls).toEqual(['dossier:20001', 'sections:illness', 'uwv:illness:20001']);
  });

  it('asks for no UWV messages for a dossier that is not reported to the UWV', async () => {
    const { open, gateway } = setUp();
    gateway.detail = ok(aDossierDetail({ type: 'rie', reportsToUwv: false }));
    const opened = await open.execute('20001');
    expect(opened.ok && opened.value.uwv).toEqual({ kind: 'not-reported' });
    expect(gateway.calls).toEqual(['dossier:20001', 'sections:rie']);
  });

  it('answers a dossier out of reach as forbidden and a gone one as not found, for the screen to show', async () => {
    const { open, gateway, notifier } = setUp();
    gateway.detail = failing(rejected(403, {}, 'U heeft hiervoor geen toestemming.'));
    expect(await open.execute('20002')).toEqual({ ok: false, error: 'dossier.forbidden' });
    gateway.detail = failing(rejected(404));
    expect(await open.execute('20002')).toEqual({ ok: false, error: 'dossier.not-found' });
    expect(notifier.notices).toEqual([]);
    expect(gateway.calls.filter((call) => !call.startsWith('dossier:'))).toEqual([]);
  });

  it('tells an untold server failure once, and a told one not again', async () => {
    const { open, gateway, notifier } = setUp();
    gateway.detail = failing(rejected(500));
    expect(await open.execute('20001')).toEqual({ ok: false, error: 'dossier.unavailable' });
    gateway.detail = failing({ kind: 'network', told: true });
    expect(await open.execute('20001')).toEqual({ ok: false, error: 'dossier.unavailable' });
    expect(notifier.notices).toEqual([{ type: 'error', title: 'common.somethingWentWrong' }]);
  });

  it('still shows the dossier when only its UWV messages fail', async () => {
    const { open, gateway } = setUp();
    gateway.uwvAnswer = failing({ kind: 'network', told: true });
    const opened = await open.execute('20001');
    expect(opened.ok && opened.value.uwv).toEqual({ kind: 'unavailable' });
  });

  it('cannot show a dossier whose sections fail', async () => {
    const { open, gateway } = setUp();
    gateway.sectionsAnswer = failing({ kind: 'malformed', told: true });
    expect(await open.execute('20001')).toEqual({ ok: false, error: 'dossier.unavailable' });
  });

  it('finds nothing for a blank id, without asking', async () => {
    const { open, gateway } = setUp();
    expect(await open.execute('  ')).toEqual({ ok: false, error: 'dossier.not-found' });
    expect(gateway.calls).toEqual([]);
  });
});
