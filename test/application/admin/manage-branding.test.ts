import { describe, expect, it } from 'vitest';
import { imageFacts, ManageBranding } from '../../../src/application/admin/manage-branding';
import { MAX_LOGO_BYTES } from '../../../src/domain/admin/branding';
import { ok } from '../../../src/domain/shared/result';
import { RecordingNotifier } from '../../support/fakes';
import { aDivision, BRANDING_ID, failing, FakeAdminGateway, rejected } from './admin-fakes';

/** A PNG-typed data URL of `size` bytes. */
const pngOf = (size: number) => `data:image/png;base64,${Buffer.alloc(size, 1).toString('base64')}`;

function setUp() {
  const gateway = new FakeAdminGateway();
  const notifier = new RecordingNotifier();
  return { gateway, notifier, manage: new ManageBranding(gateway, notifier) };
}

describe('managing a division’s branding', () => {
  it('finds the division of a branding id, and answers not found when the list lacks it', async () => {
    const { gateway, manage } = setUp();
    expect(await manage.division(BRANDING_ID)).toEqual(ok(aDivision()));
    expect(gateway.brandingFilters).toEqual([{ brandingId: BRANDING_ID }]);
    expect(await manage.division('b-unknown')).toEqual({ ok: false, error: 'load.not-found' });
    gateway.divisionList = ok([aDivision({ branding: { ...aDivision().branding, id: 'b-other' } })]);
    expect(await manage.division(BRANDING_ID)).toEqual({ ok: false, error: 'load.not-found' });
    gateway.divisionList = failing(rejected(404));
    expect(await manage.division(BRANDING_ID)).toEqual({ ok: false, error: 'load.not-found' });
    gateway.divisionList = failing({ kind: 'network', told: true });
    expect(await manage.division(BRANDING_ID)).toEqual({ ok: false, error: 'load.unavailable' });
  });

  it('refuses a logo too large or of the wrong kind before sending anything', async () => {
    const { gateway, notifier, manage } = setUp();
    const result = await manage.save({
      brandingId: BRANDING_ID,
      themeId: 2,
      logo: pngOf(MAX_LOGO_BYTES + 1),
      fullLogo: 'data:image/gif;base64,R0lGODlh',
    });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'save.invalid',
        fields: { logo: 'logo-too-large', fullLogo: 'logo-type' },
        serverFields: {},
        message: null,
      },
    });
    expect(gateway.calls).toEqual([]);
    expect(notifier.notices).toEqual([]);
  });

  it('sends a logo of the largest size allowed, and a removal, and says so with the division’s name', async () => {
    const { gateway, notifier, manage } = setUp();
    const logo = pngOf(MAX_LOGO_BYTES);
    const result = await manage.save({ brandingId: BRANDING_ID, themeId: 2, logo, fullLogo: null });
    expect(result.ok && result.value.branding).toMatchObject({ themeId: 2, logo, fullLogo: null });
    expect(gateway.savedBrandings).toEqual([{ brandingId: BRANDING_ID, themeId: 2, logo, fullLogo: null }]);
    expect(notifier.notices).toEqual([
      { type: 'success', title: 'admin.branding.saved', values: { name: 'Productie Utrecht' } },
    ]);
  });

  it('puts the server’s refusal under the field, and tells of no success', async () => {
    const { gateway, notifier, manage } = setUp();
    gateway.brandingAnswer = () =>
      failing(rejected(422, { logo: ['Een logo moet een PNG-afbeelding zijn.'] }));
    const refused = await manage.save({ brandingId: BRANDING_ID, themeId: 2, logo: pngOf(10) });
    expect(!refused.ok && refused.error).toMatchObject({
      code: 'save.rejected',
      serverFields: { logo: 'Een logo moet een PNG-afbeelding zijn.' },
    });
    gateway.brandingAnswer = () => failing(rejected(404));
    const gone = await manage.save({ brandingId: BRANDING_ID, themeId: 2 });
    expect(!gone.ok && gone.error.code).toBe('save.not-found');
    expect(notifier.notices).toEqual([]);
  });

  it('reads a data URL’s kind and size in bytes, whatever its padding', () => {
    for (const size of [0, 1, 2, 3, 4, 5, 100]) {
      expect(imageFacts(`data:image/webp;base64,${Buffer.alloc(size).toString('base64')}`)).toEqual({
        type: 'image/webp',
        size,
      });
    }
    expect(imageFacts('no data url').type).toBe('');
  });
});
