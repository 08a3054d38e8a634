import type { Temporal } from 'temporal-polyfill';
import type { Locale } from '../locale/locale';

/**
 * The e-mails the back office sends on the portal's behalf (an appointment confirmed, a password
 * reset, a two-factor code ...), each written once in Dutch and once in English. Their texts hold
 * placeholders such as `:name` or `:date` that the back office fills in when it sends one.
 */
export interface EmailTemplateSummary {
  readonly id: string;
  /** The back office's stable code for the template (`appointment_confirmed`). */
  readonly key: string;
  /** Name and description in the language the portal asked in. */
  readonly name: string;
  readonly description: string;
  /** The placeholders the template uses, by name without the colon (`name`, `date`). */
  readonly placeholders: readonly string[];
  readonly updatedAt: Temporal.Instant;
}

/** A template filled in with example values, as the recipient would receive it. */
export interface RenderedEmail {
  readonly subject: string;
  /** The body as the back office wrote it: untrusted HTML, shown only through the sanitizer. */
  readonly html: string;
}

/** A template exists in both of the portal's languages; the preview picks one. */
export type TemplateLanguage = Locale;

/**
 * A placeholder is a colon followed by a name of letters and digits, starting with a letter; the
 * whole name counts, so `:dateTime` is never read as `:date` followed by `Time`. A colon before a
 * digit (the time 10:30) or a slash (https://) is no placeholder.
 */
const PLACEHOLDER = /:([A-Za-z][A-Za-z0-9]*)/g;

/** The names of the placeholders a text holds, each once, in the order they first appear. */
export function placeholdersIn(text: string): readonly string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ''))];
}

/**
 * The text with each placeholder that has a value replaced by it, in one pass: a value that itself
 * looks like a placeholder stays as it is. A placeholder without a value is left untouched.
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? encode(values[name] ?? '') : whole,
  );
}

/** How a placeholder is written in a template, for showing it to whoever edits one. */
export const placeholderToken = (name: string): string => `:${name}`;
