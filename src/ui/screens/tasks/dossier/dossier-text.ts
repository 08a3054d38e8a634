import type { DutchAndEnglish } from '../../../../domain/dossiers/dossier-file';

/** A name in the user's language, falling back to Dutch (spec section 1). */
export const inLanguageOf = (text: DutchAndEnglish, language: string): string =>
  (language === 'en' ? text.en : text.nl) || text.nl;

/** A size in bytes as people read it: "12 kB", "3,4 MB". */
export function fileSize(bytes: number, language: string): string {
  const format = (value: number) =>
    value.toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} kB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}
