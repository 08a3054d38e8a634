import { Hono } from 'hono';
import { employerOf } from '../access/users';
import { recordAudit } from '../platform/audit-log';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import type { ServerMessage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { StoredBranding, StoredDivision } from '../people/people-state';
import { administrator, imageSummary, V2 } from './admin-kit';
import type { LogoVerdict } from './branding-rules';
import { judgeLogo, LOGO_LIMIT_KB, THEME_IDS } from './branding-rules';

const LOGO_FIELDS = ['logo', 'fullLogo'] as const;

/** A division as GET v2/employer-division answers it, with its employer's name and its branding. */
export const divisionJson = (division: StoredDivision) => ({
  id: division.id,
  employerId: division.employerId,
  employerName: employerOf(division.employerId).name,
  name: division.name,
  branding: { ...division.branding },
});

const LOGO_MESSAGES: Readonly<Record<LogoVerdict, ServerMessage>> = {
  type: 'logoTypeNotAllowed',
  empty: 'fileEmpty',
  'too-large': 'logoTooLarge',
  invalid: 'fieldInvalid',
};

/**
 * A division's branding (spec section 7: POST v2/employer-division/branding), for administrators: the
 * theme, and each logo kept (left out), removed (null) or replaced (a data URL of a PNG, JPEG or WebP
 * image of at most 200 kB). Answers the division as GET v2/employer-division lists it; the division's
 * people get the new branding with their next sign-in.
 */
export function brandingRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.post(`${V2}/employer-division/branding`, async (c: Ctx) => {
    const access = administrator(c);
    if ('refusal' in access) return access.refusal;
    const body = await readJson(c);
    const language = languageFor(c);
    const label = (field: string) => say(`field.${field}` as ServerMessage, language);
    const errors: Record<string, string[]> = {};
    const { brandingId, themeId } = body;
    if (typeof brandingId !== 'string' || brandingId.trim() === '') {
      errors['brandingId'] = [say('fieldRequired', language, { field: label('brandingId') })];
    }
    if (themeId === undefined || themeId === null) {
      errors['themeId'] = [say('fieldRequired', language, { field: label('themeId') })];
    } else if (!(THEME_IDS as readonly unknown[]).includes(themeId)) {
      errors['themeId'] = [say('unknownTheme', language)];
    }
    const images: Partial<Record<(typeof LOGO_FIELDS)[number], string | null>> = {};
    for (const field of LOGO_FIELDS) {
      const value = body[field];
      if (value === undefined) continue;
      if (value !== null && typeof value !== 'string') {
        errors[field] = [say('fieldInvalid', language, { field: label(field) })];
        continue;
      }
      const verdict = value === null ? null : judgeLogo(value);
      if (verdict) {
        errors[field] = [say(LOGO_MESSAGES[verdict], language, { field: label(field), max: LOGO_LIMIT_KB })];
      } else images[field] = value;
    }
    if (Object.keys(errors).length > 0) return refuseFields(c, errors);

    const division = store.state.divisions.find((candidate) => candidate.branding.id === brandingId);
    if (!division) return refuse(c, 404, 'notFound', { code: 'not_found' });
    const before: StoredBranding = { ...division.branding };
    const after: StoredBranding = { ...before, themeId: themeId as number, ...images };
    store.change((state) => {
      const stored = state.divisions.find((candidate) => candidate.id === division.id);
      if (!stored) return;
      stored.branding = after;
      const summary = (branding: StoredBranding) => ({
        themeId: branding.themeId,
        logo: imageSummary(branding.logo),
        fullLogo: imageSummary(branding.fullLogo),
      });
      recordAudit(state.auditLog, {
        at: new Date(kit.now()).toISOString(),
        userId: access.user.id,
        userName: access.user.displayName,
        entityType: 'branding',
        entityId: after.id,
        entityLabel: `${employerOf(division.employerId).name}: ${division.name}`,
        action: 'updated',
        changes: (['themeId', 'logo', 'fullLogo'] as const)
          .map((field) => ({ field, from: summary(before)[field], to: summary(after)[field] }))
          .filter((change) => change.from !== change.to || before[change.field] !== after[change.field]),
      });
    });
    const saved = store.state.divisions.find((candidate) => candidate.id === division.id) ?? division;
    return c.json({ data: divisionJson(saved) });
  });

  return routes;
}
