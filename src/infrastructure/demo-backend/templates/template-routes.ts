import { Hono } from 'hono';
import { signedInUser } from '../access/session-kit';
import { permissionsOf } from '../access/users';
import type { ListSpec, SortField } from '../platform/list-kit';
import { fold, pageOf, Problems, readList, searchText, sortRows } from '../platform/list-kit';
import type { Ctx, Env, Kit } from '../platform/route-kit';
import { languageFor, readJson, refuse, refuseFields } from '../platform/route-kit';
import type { ServerLanguage } from '../platform/server-messages';
import { say } from '../platform/server-messages';
import type { CatalogueTemplate } from './template-catalogue';
import { EMAIL_TEMPLATES } from './template-catalogue';
import { renderTemplate } from './template-render';

export const TEMPLATES_PATH = '/api/external/v1/templates';

export const EMAIL_TEMPLATE_LIST: ListSpec = { filters: ['search'], sorts: ['name', 'key', 'updatedAt'] };

const LANGUAGES: readonly ServerLanguage[] = ['nl', 'en'];

/** How the language field is named in a message, in the language of the request. */
const LANGUAGE_FIELD: Readonly<Record<ServerLanguage, string>> = { nl: 'taal', en: 'language' };

const isLanguage = (value: unknown): value is ServerLanguage =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

const position = new Map(EMAIL_TEMPLATES.map((template, index) => [template.id, index]));

const sortsIn = (language: ServerLanguage): Readonly<Record<string, SortField<CatalogueTemplate>>> => ({
  name: { value: (template) => template.name[language], text: true },
  key: { value: (template) => template.key },
  updatedAt: { value: (template) => template.updatedAt },
});

const summaryJson = (language: ServerLanguage) => (template: CatalogueTemplate) => ({
  id: template.id,
  key: template.key,
  name: template.name[language],
  description: template.description[language],
  placeholders: template.placeholders,
  updatedAt: template.updatedAt,
});

/** Only who manages roles and permissions sees what the portal sends in its name (the admin index). */
function templateManager(c: Ctx): Response | null {
  const user = signedInUser(c);
  if (!user) return refuse(c, 401, 'unauthenticated');
  if (!permissionsOf(user).has('manage_user_roles_permissions'))
    return refuse(c, 403, 'forbidden', { code: 'forbidden' });
  return null;
}

/**
 * The e-mail templates (the contract is src/infrastructure/templates/template-schemas.ts): the
 * catalogue, in the request's language, and one template filled in with example values in the
 * language asked. The catalogue is fixed: the demo offers no editor, so the area keeps no state.
 */
export function templateRoutes(kit: Kit): Hono<Env> {
  const routes = new Hono<Env>();

  routes.get(`${TEMPLATES_PATH}/email`, (c) => {
    const refusal = templateManager(c);
    if (refusal) return refusal;
    const problems = new Problems(c);
    const list = readList(c, EMAIL_TEMPLATE_LIST, problems);
    if (problems.any) return refuseFields(c, problems.errors);
    const language = languageFor(c);
    const search = searchText(list);
    const rows = EMAIL_TEMPLATES.filter(
      (template) =>
        !search ||
        fold(`${template.name[language]} ${template.key} ${template.description[language]}`).includes(search),
    );
    const sorted = sortRows(
      rows,
      list.sort.length > 0 ? list.sort : [{ field: 'name', direction: 'asc' }],
      sortsIn(language),
      (template) => position.get(template.id) ?? 0,
    );
    return c.json(pageOf(sorted, list, summaryJson(language)));
  });

  routes.post(`${TEMPLATES_PATH}/:id/render`, async (c) => {
    const refusal = templateManager(c);
    if (refusal) return refusal;
    const template = EMAIL_TEMPLATES.find((candidate) => candidate.id === c.req.param('id'));
    if (!template) return refuse(c, 404, 'notFound', { code: 'not_found' });
    const { language } = await readJson(c);
    const asked = languageFor(c);
    if (language === undefined || language === null || language === '')
      return refuseFields(c, { language: [say('required', asked)] });
    if (!isLanguage(language))
      return refuseFields(c, { language: [say('fieldInvalid', asked, { field: LANGUAGE_FIELD[asked] })] });
    return c.json({ data: renderTemplate(template, language, kit.now()) });
  });

  return routes;
}
