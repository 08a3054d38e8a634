import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES } from '../../../../src/domain/admin/branding';
import {
  DivisionAnswerSchema,
  DivisionBrandingSchema,
  DivisionListSchema,
} from '../../../../src/infrastructure/admin/admin-schemas';
import { AuditPageSchema } from '../../../../src/infrastructure/audit/audit-schemas';
import { EMPLOYERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { ErrorBodySchema } from '../../../../src/infrastructure/http/error-body';
import { exactly, query, signedIn, storeClient } from '../case-client';
import type { DemoClient } from '../demo-client';

const V2 = '/api/external/v2';
const BRANDING = `${V2}/employer-division/branding`;
const DIVISIONS = `${V2}/employer-division`;
const AUDIT_LOG = `${V2}/audit-log`;

const BAKERY = EMPLOYERS[0];
if (!BAKERY?.division.branding) throw new Error('the seed lacks the bakery’s branding');
/** Productie Utrecht, the division of the `employer` user: theme 4 (emerald green) and two logos. */
const BAKERY_BRANDING = BAKERY.division.branding;
const BRANDING_ID = 'b7b2d1ef-0001-4000-8000-000000000001';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A data URL of `size` bytes starting as a PNG does. */
const png = (size = 64) => {
  const bytes = Buffer.alloc(size, 1);
  Buffer.from(PNG_SIGNATURE).copy(bytes);
  return `data:image/png;base64,${bytes.toString('base64')}`;
};

/** The branding the sign-in answer carries for an employer's division. */
const SignedInBranding = v.object({
  data: v.object({
    user: v.object({
      employer: v.object({ employerDivision: v.object({ branding: v.nullable(DivisionBrandingSchema) }) }),
    }),
  }),
});

const brandingAudit = async (client: DemoClient) =>
  v.parse(AuditPageSchema, (await client.get(query(AUDIT_LOG, { 'filter[entityType]': 'branding' }))).json);

const save = (client: DemoClient, body: Record<string, unknown>, language?: string) =>
  client.post(BRANDING, { brandingId: BRANDING_ID, themeId: BAKERY_BRANDING.themeId, ...body }, language);

describe('the divisions of the demo backend for an administrator', () => {
  it('lists every division of every employer with its employer’s name and branding', async () => {
    const admin = await signedIn('admin');
    const all = exactly(DivisionListSchema, await admin.get(DIVISIONS));
    expect(new Set(all.data.map((division) => division.employerId))).toEqual(
      new Set(EMPLOYERS.map((employer) => employer.id)),
    );
    expect(all.data.find((division) => division.branding.id === BRANDING_ID)).toEqual({
      id: BAKERY.division.id,
      employerId: BAKERY.id,
      employerName: 'Bakkerij De Gouden Korenaar B.V.',
      name: 'Productie Utrecht',
      branding: { ...BAKERY_BRANDING },
    });
    const one = exactly(
      DivisionListSchema,
      await admin.get(query(DIVISIONS, { 'filter[branding]': BRANDING_ID })),
    );
    expect(one.data.map((division) => division.name)).toEqual(['Productie Utrecht']);
    const none = exactly(
      DivisionListSchema,
      await admin.get(query(DIVISIONS, { 'filter[branding]': 'nope' })),
    );
    expect(none.data).toEqual([]);
  });
});

describe('saving a division’s branding in the demo backend', () => {
  it('answers the new theme, which the division’s people get when they sign in again', async () => {
    const admin = await signedIn('admin');
    const employer = storeClient(admin.backend.store, admin.now);
    const brandingAtSignIn = async () =>
      v.parse(SignedInBranding, (await employer.signIn('employer')).json).data.user.employer.employerDivision
        .branding;
    expect((await brandingAtSignIn())?.themeId).toBe(4);

    const answer = exactly(DivisionAnswerSchema, await save(admin, { themeId: 2 }));
    expect(answer.data).toMatchObject({ name: 'Productie Utrecht', employerName: BAKERY.name });
    expect(answer.data.branding).toEqual({ ...BAKERY_BRANDING, themeId: 2 });
    expect(await brandingAtSignIn()).toEqual({ ...BAKERY_BRANDING, themeId: 2 });
  });

  it('keeps a logo left out, removes one sent as null and replaces one sent as an image', async () => {
    const admin = await signedIn('admin');
    const removed = exactly(DivisionAnswerSchema, await save(admin, { logo: null })).data.branding;
    expect([removed.logo, removed.fullLogo]).toEqual([null, BAKERY_BRANDING.fullLogo]);
    const image = png();
    const replaced = exactly(DivisionAnswerSchema, await save(admin, { fullLogo: image })).data.branding;
    expect([replaced.logo, replaced.fullLogo]).toEqual([null, image]);
    const listed = exactly(
      DivisionListSchema,
      await admin.get(query(DIVISIONS, { 'filter[branding]': BRANDING_ID })),
    );
    expect(listed.data[0]?.branding).toEqual({ ...BAKERY_BRANDING, logo: null, fullLogo: image });
    const largest = png(MAX_LOGO_BYTES);
    expect((await save(admin, { logo: largest })).status).toBe(200);
  });

  it('refuses a logo of the wrong kind, too large or not an image under its field, and changes nothing', async () => {
    const admin = await signedIn('admin');
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await save(admin, body, 'en');
      expect(answer.status).toBe(422);
      return exactly(ErrorBodySchema, answer).errors;
    };
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a----').toString('base64')}`;
    expect(await refusal({ themeId: 2, logo: gif })).toEqual({
      logo: ['A logo must be a PNG, JPEG or WebP image.'],
    });
    expect(await refusal({ fullLogo: png(MAX_LOGO_BYTES + 1) })).toEqual({
      fullLogo: ['A logo may be at most 200 kB.'],
    });
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`;
    expect(Object.keys((await refusal({ logo: svg, fullLogo: 42 })) ?? {})).toEqual(['logo', 'fullLogo']);
    const notAPng = `data:image/png;base64,${Buffer.from('just some text').toString('base64')}`;
    expect(Object.keys((await refusal({ logo: notAPng })) ?? {})).toEqual(['logo']);
    expect(Object.keys((await refusal({ themeId: 8 })) ?? {})).toEqual(['themeId']);
    expect(Object.keys((await refusal({ themeId: null })) ?? {})).toEqual(['themeId']);
    const division = admin.backend.store.state.divisions.find(
      (candidate) => candidate.branding.id === BRANDING_ID,
    );
    expect(division?.branding).toEqual(BAKERY_BRANDING);
  });

  it('answers 404 for an unknown branding id', async () => {
    const admin = await signedIn('admin');
    const answer = await admin.post(BRANDING, {
      brandingId: 'b7b2d1ef-9999-4000-8000-000000000009',
      themeId: 2,
    });
    expect([answer.status, v.parse(ErrorBodySchema, answer.json).code]).toEqual([404, 'not_found']);
  });

  it('leaves an audit entry for every change, naming an image by its kind and size only', async () => {
    const admin = await signedIn('admin');
    const before = (await brandingAudit(admin)).meta.total;
    const image = png(3000);
    const writes = [{ themeId: 5 }, { themeId: 5, logo: image }, { themeId: 5, fullLogo: null }];
    for (const [index, body] of writes.entries()) {
      expect((await save(admin, body)).status).toBe(200);
      const log = await brandingAudit(admin);
      expect(log.meta.total).toBe(before + index + 1);
      expect(log.data[0]).toMatchObject({
        user: { name: 'Arjen Beheer' },
        entity: {
          type: 'branding',
          id: BRANDING_ID,
          label: 'Bakkerij De Gouden Korenaar B.V.: Productie Utrecht',
        },
        action: 'updated',
      });
    }
    const log = await brandingAudit(admin);
    expect(log.data.slice(0, 3).map((entry) => entry.changes)).toEqual([
      [{ field: 'fullLogo', from: 'image/svg+xml (1 kB)', to: null }],
      [{ field: 'logo', from: 'image/svg+xml (1 kB)', to: 'image/png (3 kB)' }],
      [{ field: 'themeId', from: 4, to: 5 }],
    ]);
    expect(JSON.stringify(log.data)).not.toContain('base64');
    // Refused writes leave nothing.
    expect((await save(admin, { themeId: 99 })).status).toBe(422);
    expect((await admin.post(BRANDING, { brandingId: 'nope', themeId: 2 })).status).toBe(404);
    expect((await brandingAudit(admin)).meta.total).toBe(before + writes.length);
  });
});
