import { Hono } from 'hono';
import {
  DEFAULT_REMINDER_OFFSETS_MINUTES,
  OFFSET_CHOICES_MINUTES,
  validOffsets,
} from '../../../domain/agenda/appointment-reminders';
import { EMPLOYERS } from '../access/seed';
import { permissionsOf } from '../access/users';
import type { DemoState } from '../demo-backend';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { readJson, refuse, refuseFields } from '../platform/route-kit';
import { say } from '../platform/server-messages';
import { agendaViewer, forbidden, notFound, V3 } from './agenda-kit';

/** Who sets the reminders: whoever manages users and roles (the admin's right). */
const SETTINGS_PERMISSION = 'manage_user_roles_permissions';
const PATH = `${V3}/agenda/reminder-settings`;

function settingsJson(state: DemoState, language: 'nl' | 'en') {
  return {
    defaultOffsets: DEFAULT_REMINDER_OFFSETS_MINUTES,
    choices: OFFSET_CHOICES_MINUTES,
    employers: EMPLOYERS.map((employer) => ({ id: employer.id, name: employer.name })),
    operations: state.operations.map((operation) => ({
      id: operation.id,
      name: language === 'nl' ? operation.nameNl : operation.nameEn,
    })),
    overrides: state.reminderOverrides.map((override) => ({ ...override })),
  };
}

const administrator = (c: Ctx) => {
  const who = agendaViewer(c);
  if (!who) return 'unauthenticated' as const;
  return permissionsOf(who.user).has(SETTINGS_PERMISSION) ? who : ('forbidden' as const);
};

/**
 * The reminders' settings (reminder-settings-schemas.ts): the default offsets, and those an
 * administrator set for an employer or an operation; the reminder service plans by them
 * (appointment-reminder-service.ts, the domain's offsetsFor).
 */
export function reminderSettingsRoutes(kit: Kit): Hono<Env> {
  const { store } = kit;
  const routes = new Hono<Env>();

  routes.get(PATH, (c) => {
    const who = administrator(c);
    if (who === 'unauthenticated') return refuse(c, 401, 'unauthenticated');
    if (who === 'forbidden') return forbidden(c);
    return c.json({ data: settingsJson(store.state, c.get('language')) });
  });

  routes.put(`${PATH}/:kind/:id`, async (c) => {
    const who = administrator(c);
    if (who === 'unauthenticated') return refuse(c, 401, 'unauthenticated');
    if (who === 'forbidden') return forbidden(c);
    const kind = c.req.param('kind') === 'employer' ? 'employer' : 'operation';
    const id = c.req.param('id');
    if (c.req.param('kind') !== kind) return notFound(c);
    const known =
      kind === 'employer'
        ? EMPLOYERS.some((employer) => employer.id === id)
        : store.state.operations.some((operation) => operation.id === id);
    if (!known) return notFound(c);
    const { offsets } = await readJson(c);
    const language = c.get('language');
    if (
      !Array.isArray(offsets) ||
      !offsets.every((offset) => typeof offset === 'number' && OFFSET_CHOICES_MINUTES.includes(offset)) ||
      !validOffsets(offsets as number[])
    )
      return refuseFields(c, { offsets: [say('reminderOffsets', language)] });
    store.change((draft) => {
      const others = draft.reminderOverrides.filter(
        (override) => !(override.kind === kind && override.id === id),
      );
      draft.reminderOverrides = [...others, { kind, id, offsets: [...(offsets as number[])] }];
    });
    return c.json({ data: settingsJson(store.state, language) });
  });

  routes.delete(`${PATH}/:kind/:id`, (c) => {
    const who = administrator(c);
    if (who === 'unauthenticated') return refuse(c, 401, 'unauthenticated');
    if (who === 'forbidden') return forbidden(c);
    const kind = c.req.param('kind');
    const id = c.req.param('id');
    store.change((draft) => {
      draft.reminderOverrides = draft.reminderOverrides.filter(
        (override) => !(override.kind === kind && override.id === id),
      );
    });
    return c.json({ data: settingsJson(store.state, c.get('language')) });
  });

  return routes;
}
