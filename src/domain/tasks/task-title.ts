import type { DutchAndEnglish } from '../dossiers/dossier-file';

/**
 * A task's title in the portal's two languages. Tasks made from a kind or a template carry both
 * names; a title a user typed is the same text in both.
 */
export type TaskTitle = DutchAndEnglish;

/** The title as a reader of `language` sees it: the English one in English, else Dutch (spec section 1). */
export const titleIn = (title: TaskTitle, language: string): string =>
  language.toLowerCase().startsWith('en') && title.en.trim() !== '' ? title.en : title.nl;

/** A title typed by a user keeps that one text in both languages. */
export const typedTitle = (text: string): TaskTitle => ({ nl: text, en: text });

/** Whether `text` names this title in either language (a template picked from the list by its name). */
export const titleNamedBy = (title: TaskTitle, text: string): boolean => {
  const wanted = text.trim();
  return wanted !== '' && (title.nl === wanted || title.en === wanted);
};
