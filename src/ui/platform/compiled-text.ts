import type { TranslationKey } from '../../i18n/translation-key';

type Translate = (key: TranslationKey, values?: Record<string, string | number>) => string;

/** Marks no translation holds: a value's place in a text while it is compiled. */
const MARK = '\u0000';

/**
 * A translated text with placeholders, read once and then filled in by plain string work: for a text
 * drawn hundreds of times in one render (every slot of the agenda's grid names its time, column and
 * day), where asking the translations each time costs more than drawing. The text is the same as
 * `t(key, values)` would give (the portal's translations interpolate without escaping).
 */
export function compiledText<N extends string>(
  t: Translate,
  key: TranslationKey,
  names: readonly N[],
): (values: Readonly<Record<N, string>>) => string {
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  const parts = t(key, marks).split(MARK);
  // Odd parts are the index of a value, even parts the text between them.
  return (values) => {
    let text = '';
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index] ?? '';
      text += index % 2 === 1 ? (values[names[Number(part)] as N] ?? '') : part;
    }
    return text;
  };
}
