import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compiledText } from '../../../src/ui/platform/compiled-text';
import { createTestI18n } from '../../support/i18n';
import type { TranslationKey } from '../../../src/i18n/translation-key';

describe('a text read once and filled in many times', () => {
  it('says what the translation says with the same values, whatever they hold', () => {
    const i18n = createTestI18n('nl');
    i18n.addResourceBundle('nl', 'probe', { slot: '{{time}}, {{column}}, {{day}}, bezet' }, true, true);
    const t = (key: TranslationKey, values?: Record<string, string | number>) => i18n.t(key, { ...values });
    const key = 'probe.slot' as TranslationKey;
    const fill = compiledText(t, key, ['column', 'day', 'time'] as const);
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (column, day, time) => {
        expect(fill({ column, day, time })).toBe(i18n.t(key, { column, day, time }));
      }),
      { numRuns: 200 },
    );
  });
});
