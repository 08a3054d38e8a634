import { describe, expect, it } from 'vitest';
import type { DemoClient } from '../demo-client';
import { demoClient, errorBody } from '../demo-client';

const LIST = '/api/external/v1/templates/email';
const render = (id: string) => `/api/external/v1/templates/${id}/render`;

interface Summary {
  readonly id: string;
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly placeholders: readonly string[];
  readonly updatedAt: string;
}
interface Page {
  readonly data: readonly Summary[];
  readonly meta: { total: number; page: number; pageSize: number };
}
interface Rendered {
  readonly data: { subject: string; html: string };
}

async function signedIn(username: string): Promise<DemoClient> {
  const client = demoClient();
  expect((await client.signIn(username)).status).toBe(200);
  return client;
}

const templateKeyed = async (client: DemoClient, key: string): Promise<Summary> => {
  const found = ((await client.get(LIST)).json as Page).data.find((template) => template.key === key);
  if (!found) throw new Error(`no template ${key}`);
  return found;
};

describe('the e-mail templates of the demo backend', () => {
  it('answer only who manages roles and permissions', async () => {
    const anonymous = demoClient();
    expect((await anonymous.get(LIST)).status).toBe(401);
    expect((await anonymous.post(render('1'), { language: 'nl' })).status).toBe(401);
    const planner = await signedIn('planner');
    expect((await planner.get(LIST)).status).toBe(403);
    const refused = await planner.post(render('1'), { language: 'nl' });
    expect([refused.status, errorBody(refused).message]).toEqual([403, 'U heeft hiervoor geen toestemming.']);
    expect((await (await signedIn('admin')).get(LIST)).status).toBe(200);
  });

  it('list the catalogue by name in the language asked, with placeholders and without bodies', async () => {
    const admin = await signedIn('admin');
    const dutch = (await admin.get(LIST)).json as Page;
    expect(dutch.meta).toEqual({ total: dutch.data.length, page: 1, pageSize: 100 });
    expect(dutch.data.length).toBeGreaterThanOrEqual(7);
    const names = dutch.data.map((template) => template.name);
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'nl')));
    expect(names).toContain('Afspraakbevestiging');
    const confirmed = dutch.data.find((template) => template.key === 'appointment_confirmed');
    expect(confirmed?.placeholders).toEqual(expect.arrayContaining(['name', 'date', 'time', 'location']));
    expect(Object.keys(confirmed ?? {}).sort()).toEqual(
      ['description', 'id', 'key', 'name', 'placeholders', 'updatedAt'].sort(),
    );
    const english = (await admin.get(LIST, 'en')).json as Page;
    expect(english.data.map((template) => template.name)).toContain('Appointment confirmation');
    const found = (await admin.get(`${LIST}?filter[search]=wachtwoord`)).json as Page;
    expect(found.data.map((template) => template.key)).toEqual(['password_reset']);
    expect((await admin.get(`${LIST}?filter[channel]=sms`)).status).toBe(422);
    expect((await admin.get(`${LIST}?sort=subject`)).status).toBe(422);
  });

  it('render a template in Dutch and in English, whatever the language of the request', async () => {
    const admin = await signedIn('admin');
    const { id } = await templateKeyed(admin, 'appointment_confirmed');
    // The demo clock stands on Monday 2 March 2026; the example appointment lies a week ahead.
    const dutch = await admin.post(render(id), { language: 'nl' }, 'en');
    expect(dutch.status).toBe(200);
    const nl = (dutch.json as Rendered).data;
    expect(nl.subject).toBe('Bevestiging van uw afspraak op maandag 9 maart 2026');
    expect(nl.html).toContain('Beste Noor Bakker,');
    expect(nl.html).toContain('10:30');
    const en = ((await admin.post(render(id), { language: 'en' }, 'nl')).json as Rendered).data;
    expect(en.subject).toMatch(/^Confirmation of your appointment on Monday,? 9 March 2026$/);
    expect(en.html).toContain('Dear Noor Bakker,');
    expect(`${nl.subject}${nl.html}${en.subject}${en.html}`).not.toMatch(/:[A-Za-z]/);
  });

  it('hand a body on as its author wrote it, hostile parts included, for the portal to sanitize', async () => {
    const admin = await signedIn('admin');
    const { id } = await templateKeyed(admin, 'consult_invitation');
    const { html } = ((await admin.post(render(id), { language: 'nl' })).json as Rendered).data;
    expect(html).toContain('onerror=');
    expect(html).toContain('<script>');
  });

  it('refuse an unknown template with 404 and a missing or unknown language with the field', async () => {
    const admin = await signedIn('admin');
    const unknown = await admin.post(render('9999'), { language: 'nl' });
    expect([unknown.status, errorBody(unknown).code]).toEqual([404, 'not_found']);
    const missing = await admin.post(render('1'), {});
    expect(missing.status).toBe(422);
    expect(errorBody(missing).errors).toEqual({ language: ['Dit veld is verplicht.'] });
    const german = await admin.post(render('1'), { language: 'de' });
    expect([german.status, errorBody(german).code]).toEqual([422, 'validation_failed']);
    expect(errorBody(german).errors).toEqual({ language: ['Het veld taal is niet geldig.'] });
    const inEnglish = await admin.post(render('1'), { language: 42 }, 'en');
    expect(errorBody(inEnglish).errors).toEqual({ language: ['The language is not valid.'] });
  });
});
