import { Hono } from 'hono';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import { say } from '../platform/server-messages';
import type { KnownPreferences } from './preference-rules';
import {
  checkPreferences,
  DEFAULT_PREFERENCES,
  MAX_AGENDA_COLUMNS,
  MAX_HIDDEN,
  MAX_VIEWS,
} from './preference-rules';
import { signedInUser } from './session-kit';

const PATH = '/api/external/v2/users/me/preferences';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The signed-in user's preferences (spec sections 3 and 7: keys in snake_case; the path is not shown):
 * GET answers them all, a default for each never set; PATCH changes those given and keeps the others.
 * A refusal is a 422 with the messages under `preferences.<key>`, as Laravel names a nested field.
 */
export function preferenceRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  const answer = (c: Ctx, userId: string) => {
    const preferences: KnownPreferences = { ...DEFAULT_PREFERENCES, ...store.state.preferences[userId] };
    return c.json({ data: { preferences } });
  };

  routes.get(PATH, (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    return answer(c, user.id);
  });

  routes.patch(PATH, async (c) => {
    const user = signedInUser(c);
    if (!user) return refuse(c, 401, 'unauthenticated');
    const language = languageFor(c);
    // Typed by the preferences' own keys, so a preference without a field name fails the build, not the request.
    const label = (key: keyof KnownPreferences | 'preferences') => say(`field.${key}`, language);
    const { preferences: given } = await readJson(c);
    if (!isObject(given)) {
      return refuseFields(c, {
        preferences: [say('fieldRequired', language, { field: label('preferences') })],
      });
    }
    const checked = checkPreferences(given);
    if (!checked.ok) {
      const errors: Record<string, string[]> = {};
      for (const key of checked.unknown) {
        errors[`preferences.${key}`] = [say('unknownPreference', language, { name: key })];
      }
      for (const [key, verdict] of Object.entries(checked.refused) as [keyof KnownPreferences, string][]) {
        errors[`preferences.${key}`] = [
          verdict === 'too-many'
            ? say('fieldTooMany', language, {
                field: label(key),
                max: key === 'tables' ? MAX_HIDDEN : key === 'saved_views' ? MAX_VIEWS : MAX_AGENDA_COLUMNS,
              })
            : say('fieldInvalid', language, { field: label(key) }),
        ];
      }
      return refuseFields(c, errors);
    }
    store.change((state) => {
      state.preferences[user.id] = { ...state.preferences[user.id], ...checked.preferences };
    });
    return answer(c, user.id);
  });

  return routes;
}
