import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { imageFacts } from '../../../src/application/admin/manage-branding';
import type { Role } from '../../../src/domain/admin/admin-user';
import { keepsManageRight, referencesProblem } from '../../../src/domain/admin/admin-user';
import { LOGO_TYPES, logoProblem, MAX_LOGO_BYTES } from '../../../src/domain/admin/branding';
import { judgeLogo } from '../../../src/infrastructure/demo-backend/admin/branding-rules';
import { seedAdmin } from '../../../src/infrastructure/demo-backend/admin/admin-state';
import { RolesSchema } from '../../../src/infrastructure/admin/admin-schemas';
import { ErrorBodySchema } from '../../../src/infrastructure/http/error-body';
import { exactly, signedIn, userNamed } from '../demo-backend/case-client';

/**
 * The portal checks a logo and a user's roles with the domain's rules before sending them; the back
 * office (here the demo backend) checks them again with its own. Written apart, they must agree.
 */

const SIGNATURES: Readonly<Record<string, readonly number[]>> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  // 'RIFF', four bytes of length, 'WEBP'
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  'image/gif': [...'GIF89a'].map((char) => char.charCodeAt(0)),
  'image/svg+xml': [...'<svg'].map((char) => char.charCodeAt(0)),
  'application/pdf': [...'%PDF-'].map((char) => char.charCodeAt(0)),
  'text/plain': [],
};
const KINDS = Object.keys(SIGNATURES);
/** The longest signature: no file of an image kind is shorter than its own signature. */
const SHORTEST_IMAGE = Math.max(...Object.values(SIGNATURES).map((bytes) => bytes.length));

/** A file of this kind and size as the screen reads it: a base64 data URL starting with its signature. */
function dataUrlOf(type: string, size: number, filler: number): string {
  const bytes = Buffer.alloc(size, filler);
  Buffer.from(SIGNATURES[type] ?? []).copy(bytes, 0, 0, Math.min(size, SIGNATURES[type]?.length ?? 0));
  return `data:${type};base64,${bytes.toString('base64')}`;
}

const sizes = fc.oneof(
  fc.constant(0),
  // A file too small to hold the signature of its kind is no image of that kind; the domain sees only
  // the kind and the size, so it cannot tell (the backend's look at the bytes is tested below).
  fc.integer({ min: SHORTEST_IMAGE, max: 2 * MAX_LOGO_BYTES }),
  fc.integer({ min: MAX_LOGO_BYTES - 3, max: MAX_LOGO_BYTES + 3 }),
);

describe('the logo rule of the domain and the demo backend', () => {
  it('property: the backend accepts exactly the logos the domain lets through, by kind and size', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        sizes,
        fc.integer({ min: 0, max: 255 }),
        (type, size, filler) => {
          const dataUrl = dataUrlOf(type, size, filler);
          const accepted = judgeLogo(dataUrl) === null;
          expect([type, size, logoProblem({ type, size }) === null]).toEqual([type, size, accepted]);
          // What ManageBranding.save checks before sending: the facts it reads from the data URL.
          expect(imageFacts(dataUrl)).toEqual({ type, size });
          expect(logoProblem(imageFacts(dataUrl)) === null).toBe(accepted);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('names the same reason for a wrong kind, an empty file and one too large', () => {
    expect([
      judgeLogo(dataUrlOf('image/gif', 100, 0)),
      logoProblem({ type: 'image/gif', size: 100 }),
    ]).toEqual(['type', 'logo-type']);
    expect([judgeLogo(dataUrlOf('image/png', 0, 0)), logoProblem({ type: 'image/png', size: 0 })]).toEqual([
      'empty',
      'logo-empty',
    ]);
    const tooLarge = MAX_LOGO_BYTES + 1;
    expect([
      judgeLogo(dataUrlOf('image/webp', tooLarge, 0)),
      logoProblem({ type: 'image/webp', size: tooLarge }),
    ]).toEqual(['too-large', 'logo-too-large']);
    expect(LOGO_TYPES.map((type) => judgeLogo(dataUrlOf(type, MAX_LOGO_BYTES, 7)))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('refuses a data URL declared a PNG whose bytes are not a PNG', () => {
    const jpegBytes = dataUrlOf('image/jpeg', 64, 0).split(',')[1] ?? '';
    expect(judgeLogo(`data:image/png;base64,${jpegBytes}`)).toBe('invalid');
    expect(judgeLogo(`data:image/png;base64,${Buffer.alloc(64, 0x41).toString('base64')}`)).toBe('invalid');
    const webpAsJpeg = dataUrlOf('image/webp', 64, 0).replace('image/webp', 'image/jpeg');
    expect(judgeLogo(webpAsJpeg)).toBe('invalid');
    expect(judgeLogo(dataUrlOf('image/png', 64, 0))).toBeNull();
    expect(judgeLogo('data:image/png,not-base64')).toBe('invalid');
    expect(judgeLogo('https://example.test/logo.png')).toBe('invalid');
  });
});

const USERS = '/api/external/v2/users';

describe('the right to manage roles, in the domain and the demo backend', () => {
  it('property: an administrator’s own roles are refused exactly when the domain says the right is lost', async () => {
    const admin = await signedIn('admin');
    const { store } = admin.backend;
    const roles: Role[] = exactly(RolesSchema, await admin.get('/api/external/v2/arbo-roles')).data.map(
      (role) => ({ ...role, functionalities: role.functionalities.map((item) => item.code) }),
    );
    expect(roles.map((role) => role.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const adminId = userNamed('admin').id;
    const seeded = seedAdmin().userReferences;

    await fc.assert(
      fc.asyncProperty(
        fc.subarray([1, 2, 3, 4, 5, 6]),
        fc.constantFrom('admin', 'facility'),
        async (roleIds, username) => {
          // Every run starts from the seed's roles, whatever an earlier run kept.
          store.change((state) => {
            state.userReferences = structuredClone(seeded);
          });
          const userId = userNamed(username).id;
          const answer = await admin.post(`${USERS}/set-user-references`, { userId, roleIds });
          const own = username === 'admin';
          const domainRefuses =
            referencesProblem({ userId, roleIds, employeeId: null, agendaUserId: null }, roles, adminId) !==
            null;
          expect(domainRefuses).toBe(own && !keepsManageRight(roles, roleIds));
          expect([roleIds, username, answer.status]).toEqual([roleIds, username, domainRefuses ? 422 : 200]);
          if (domainRefuses) {
            expect(Object.keys(v.parse(ErrorBodySchema, answer.json).errors ?? {})).toEqual(['roleIds']);
            expect(store.state.userReferences[userId]?.roleIds).toEqual(seeded[userId]?.roleIds);
          } else {
            expect(store.state.userReferences[userId]?.roleIds).toEqual(roleIds);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
