import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import type { EmailTemplateSummary, RenderedEmail } from '../../domain/templates/email-template';
import { TimestampSchema } from '../http/temporal-schemas';

/**
 * The written contract of the e-mail templates (spec section 7: GET v1/templates/email and POST
 * v1/templates/{id}/render; the spec shows no shapes, so these are this contract's own), under
 * /api/external. The demo backend answers exactly this.
 *
 * GET v1/templates/email: the templates, in the list style of spec section 7: filter[search] (name,
 * key or description), sort `name`, `key` or `updatedAt` (default `name`), page[number],
 * page[size] (at most 1000). Answers `{ data: [{ id, key, name, description, placeholders,
 * updatedAt }], meta: { total, page, pageSize } }`, name and description in the Accept-Language;
 * `placeholders` are the names the template uses, without the colon (`["name", "date"]`).
 *
 * POST v1/templates/{id}/render with `{ language: "nl" | "en" }`: the template in that language,
 * whatever the Accept-Language, filled in with example values (a fictitious employee, a date in that
 * language's style). Answers `{ data: { subject, html } }`. The subject is plain text; the html is the
 * body as the template's author wrote it, not sanitized: the portal shows it only through its
 * sanitizer.
 *
 * Both need manage_user_roles_permissions: 401 `unauthenticated`, 403 `forbidden`; 404 `not_found`
 * for an unknown id; 422 `validation_failed` with `errors.language` for a missing or unknown language,
 * and with the parameter's name for an unknown filter or sort.
 */

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const PlaceholderName = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]*$/));

export const EmailTemplateSummarySchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.nonEmpty()),
    key: v.string(),
    name: v.string(),
    description: v.string(),
    placeholders: v.array(PlaceholderName),
    updatedAt: TimestampSchema,
  }),
  v.transform((wire): EmailTemplateSummary => ({
    ...wire,
    updatedAt: Temporal.Instant.from(wire.updatedAt),
  })),
);

export const EmailTemplatePageSchema = v.object({
  data: v.array(EmailTemplateSummarySchema),
  meta: v.object({
    total: Count,
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
});

export const RenderedEmailSchema = v.object({
  data: v.object({ subject: v.string(), html: v.string() }),
}) satisfies v.GenericSchema<unknown, { data: RenderedEmail }>;
