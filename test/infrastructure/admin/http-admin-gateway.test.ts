import { describe, expect, it } from 'vitest';
import { HttpAdminGateway } from '../../../src/infrastructure/admin/http-admin-gateway';
import { HttpAuthGateway } from '../../../src/infrastructure/access/http-auth-gateway';
import { DEMO_PASSWORD, EMPLOYEES, USERS } from '../../../src/infrastructure/demo-backend/access/seed';
import { HttpClient } from '../../../src/infrastructure/http/http-client';
import { RecordingNotifier } from '../../support/fakes';
import { httpClientFor, inProcessBackend } from '../../support/in-process-backend';

const START = Date.parse('2026-03-02T08:00:00Z');
const BRANDING_ID = 'b7b2d1ef-0001-4000-8000-000000000001';

const userId = (username: string) => USERS.find((user) => user.username === username)?.id ?? '';

async function signedIn(username: string) {
  const backend = inProcessBackend({ now: () => START });
  const notifier = new RecordingNotifier();
  const http = httpClientFor(backend, notifier);
  expect((await new HttpAuthGateway(http).signIn({ username, password: DEMO_PASSWORD })).ok).toBe(true);
  return { backend, notifier, admin: new HttpAdminGateway(http) };
}

/** A gateway whose every call is answered with this body (a string as it is, anything else as JSON). */
function gatewayAnswering(body: unknown) {
  const notifier = new RecordingNotifier();
  const http = new HttpClient({
    fetch: async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      }),
    origin: 'http://portal.test',
    locale: () => 'nl',
    portal: () => 'arbo',
    csrfToken: () => 'token',
    notifier,
    onUnauthorized: () => undefined,
    backoffMs: 1,
  });
  return { admin: new HttpAdminGateway(http), notifier };
}

const MALFORMED = { ok: false, error: { kind: 'malformed', told: true } };

describe('the admin gateway against the demo backend', () => {
  it('reads every division with its branding, or the one of a branding id', async () => {
    const { admin } = await signedIn('admin');
    const all = await admin.divisions({});
    if (!all.ok) throw new Error(JSON.stringify(all.error));
    expect(all.value.length).toBeGreaterThan(3);
    const one = await admin.divisions({ brandingId: BRANDING_ID });
    if (!one.ok) throw new Error(JSON.stringify(one.error));
    expect(one.value).toHaveLength(1);
    expect(one.value[0]).toMatchObject({
      employerName: 'Bakkerij De Gouden Korenaar B.V.',
      name: 'Productie Utrecht',
      branding: { id: BRANDING_ID, themeId: 4 },
    });
    expect(all.value).toContainEqual(one.value[0]);
  });

  it('saves a branding and answers the division as it now stands', async () => {
    const { admin, backend, notifier } = await signedIn('admin');
    const saved = await admin.saveBranding({ brandingId: BRANDING_ID, themeId: 7, logo: null });
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    expect(saved.value.branding).toMatchObject({ id: BRANDING_ID, themeId: 7, logo: null });
    expect(saved.value.branding.fullLogo).toMatch(/^data:image\/svg\+xml,/);
    const sent = backend.requests.at(-1);
    expect(sent?.method).toBe('POST');
    expect(await sent?.json()).toEqual({ brandingId: BRANDING_ID, themeId: 7, logo: null });

    const refused = await admin.saveBranding({
      brandingId: BRANDING_ID,
      themeId: 7,
      logo: 'data:image/gif;base64,R0lG',
    });
    expect(!refused.ok && refused.error).toMatchObject({ kind: 'rejected', status: 422, told: false });
    expect(
      !refused.ok && refused.error.kind === 'rejected' && Object.keys(refused.error.fieldErrors),
    ).toEqual(['logo']);
    const unknown = await admin.saveBranding({ brandingId: 'nope', themeId: 7 });
    expect(!unknown.ok && unknown.error).toMatchObject({ kind: 'rejected', status: 404 });
    // Refusals are the form's to show: no toast.
    expect(notifier.notices).toEqual([]);
  });

  it('pages and searches the users, sorted by name', async () => {
    const { admin, backend } = await signedIn('admin');
    const page = await admin.users({ search: '  casemanager ', page: 1, size: 2 });
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    expect(page.value.total).toBe(3);
    expect(page.value.rows.map((user) => user.username)).toEqual([
      'casemanager.yilmaz',
      'casemanager.vanleeuwen',
    ]);
    const asked = new URL(backend.requests.at(-1)?.url ?? '');
    expect(asked.pathname).toBe('/api/external/v2/users');
    expect(asked.searchParams.get('filter[search]')).toBe('casemanager');
    const second = await admin.users({ search: 'casemanager', page: 2, size: 2 });
    expect(second.ok && second.value.rows.map((user) => user.username)).toEqual(['casemanager']);
    const everyone = await admin.users({ search: ' ', page: 1, size: 100 });
    expect(everyone.ok && everyone.value.total).toBe(USERS.length);
    expect(new URL(backend.requests.at(-1)?.url ?? '').searchParams.has('filter[search]')).toBe(false);
  });

  it('reads the roles with their codes and the agendas, and sets a user’s references', async () => {
    const { admin } = await signedIn('admin');
    const roles = await admin.roles();
    if (!roles.ok) throw new Error(JSON.stringify(roles.error));
    expect(roles.value.find((role) => role.id === 6)).toEqual({
      id: 6,
      name: { nl: 'Facilitair beheerder', en: 'Facility manager' },
      product: 'agenda',
      functionalities: ['view_rooms', 'manage_rooms'],
    });
    const agendas = await admin.agendaUsers();
    if (!agendas.ok) throw new Error(JSON.stringify(agendas.error));
    expect(agendas.value).toContainEqual({ id: userId('planner'), name: 'Petra Planning' });

    const employee = EMPLOYEES[0];
    const saved = await admin.setReferences({
      userId: userId('facility'),
      roleIds: [1, 6],
      employeeId: employee?.id ?? null,
      agendaUserId: userId('planner'),
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved.error));
    expect(saved.value).toMatchObject({
      username: 'facility',
      roles: [{ id: 1 }, { id: 6 }],
      employee: { id: employee?.id },
      agendaUser: { id: userId('planner'), name: 'Petra Planning' },
    });
    const own = await admin.setReferences({
      userId: userId('admin'),
      roleIds: [1],
      employeeId: null,
      agendaUserId: null,
    });
    expect(!own.ok && own.error.kind === 'rejected' && Object.keys(own.error.fieldErrors)).toEqual([
      'roleIds',
    ]);
  });

  it('is refused to whoever may not manage roles', async () => {
    const { admin } = await signedIn('planner');
    expect(await admin.roles()).toMatchObject({ ok: false, error: { kind: 'rejected', status: 403 } });
    expect(await admin.users({ search: '', page: 1, size: 25 })).toMatchObject({
      ok: false,
      error: { kind: 'rejected', status: 403 },
    });
  });
});

describe('a malformed answer of the admin calls', () => {
  it('turns an HTML page from the back office into a failure told once, never a throw', async () => {
    const { admin, backend, notifier } = await signedIn('admin');
    backend.store.change((state) => (state.faults.malformedRate = 1));
    expect(await admin.divisions({})).toEqual(MALFORMED);
    expect(await admin.saveBranding({ brandingId: BRANDING_ID, themeId: 2 })).toEqual(MALFORMED);
    expect(await admin.users({ search: '', page: 1, size: 25 })).toEqual(MALFORMED);
    expect(await admin.agendaUsers()).toEqual(MALFORMED);
    expect(await admin.roles()).toEqual(MALFORMED);
    expect(
      await admin.setReferences({
        userId: userId('facility'),
        roleIds: [6],
        employeeId: null,
        agendaUserId: null,
      }),
    ).toEqual(MALFORMED);
    expect(notifier.notices.map((notice) => notice.title)).toEqual(Array(6).fill('common.malformedResponse'));
  });

  it('takes a body of the wrong shape for a malformed answer', async () => {
    const user = {
      id: 'u-1',
      username: 'x',
      displayName: 'X',
      email: 'x@example.test',
      userTypeId: 1,
      isMedical: false,
      roles: [{ id: 1, name: { nl: 'Planner', en: 'Planner' }, product: 'hr' }],
      employee: null,
      agendaUser: null,
      twoFactorEnabled: false,
    };
    const wrongProduct = gatewayAnswering({ data: [user], meta: { total: 1, page: 1, pageSize: 25 } });
    expect(await wrongProduct.admin.users({ search: '', page: 1, size: 25 })).toEqual(MALFORMED);
    expect(wrongProduct.notifier.notices).toEqual([{ type: 'error', title: 'common.malformedResponse' }]);
    const noBranding = gatewayAnswering({
      data: { id: 'd-1', employerId: 'w-1', employerName: 'W', name: 'D', branding: null },
    });
    expect(await noBranding.admin.saveBranding({ brandingId: 'b-1', themeId: 1 })).toEqual(MALFORMED);
    const codesAsText = gatewayAnswering({
      data: [
        { id: 1, name: { nl: 'Planner', en: 'Planner' }, product: 'agenda', functionalities: ['view_rooms'] },
      ],
    });
    expect(await codesAsText.admin.roles()).toEqual(MALFORMED);
  });

  it('shows a theme the portal does not know as the standard one', async () => {
    const { admin } = gatewayAnswering({
      data: [
        {
          id: 'd-1',
          employerId: 'w-1',
          employerName: 'W',
          name: 'D',
          branding: { id: 'b-1', themeId: 42, logo: null, fullLogo: null },
        },
      ],
      meta: { total: 1, page: 1, pageSize: 1000 },
    });
    const divisions = await admin.divisions({});
    expect(divisions.ok && divisions.value[0]?.branding.themeId).toBe(1);
  });
});
