import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpTemplateGateway } from '../../../src/infrastructure/templates/http-template-gateway';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

const START = Date.parse('2026-03-02T08:00:00Z');

async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  expect((await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD })).ok).toBe(true);
  return { backend, notifier, templates: new HttpTemplateGateway(http) };
}

describe('the template gateway against the demo backend', () => {
  it('reads the catalogue as domain values and renders a template in either language', async () => {
    const { templates } = await signedIn('admin');
    const list = await templates.emailTemplates();
    if (!list.ok) throw new Error(JSON.stringify(list.error));
    const reset = list.value.find((template) => template.key === 'password_reset');
    expect(reset).toMatchObject({
      name: 'Wachtwoord opnieuw instellen',
      placeholders: ['name', 'link', 'minutes'],
    });
    expect(reset?.updatedAt).toBeInstanceOf(Temporal.Instant);
    const english = await templates.render(reset?.id ?? '', 'en');
    expect(english.ok && english.value.subject).toBe('Reset your password');
    const dutch = await templates.render(reset?.id ?? '', 'nl');
    expect(dutch.ok && dutch.value.html).toContain('Beste Noor Bakker,');
  });

  it('hands back an unknown template as a 404 without a toast', async () => {
    const { templates, notifier } = await signedIn('admin');
    const answer = await templates.render('9999', 'nl');
    expect(!answer.ok && answer.error).toMatchObject({ kind: 'rejected', status: 404, told: false });
    expect(notifier.notices).toEqual([]);
  });

  it('is refused to whoever may not manage roles and permissions', async () => {
    const { templates } = await signedIn('planner');
    const answer = await templates.emailTemplates();
    expect(!answer.ok && answer.error).toMatchObject({ kind: 'rejected', status: 403 });
  });

  it('turns a malformed answer into a failure told once', async () => {
    const { backend, templates, notifier } = await signedIn('admin');
    backend.store.change((state) => (state.faults.malformedRate = 1));
    const list = await templates.emailTemplates();
    expect(!list.ok && list.error).toEqual({ kind: 'malformed', told: true });
    const render = await templates.render('1', 'nl');
    expect(!render.ok && render.error).toEqual({ kind: 'malformed', told: true });
    expect(notifier.notices.map((notice) => notice.title)).toEqual([
      'common.malformedResponse',
      'common.malformedResponse',
    ]);
  });
});
