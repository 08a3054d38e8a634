import { describe, expect, it } from 'vitest';
import { BULK_ACTIONS } from '../../src/application/tasks/bulk-task-action';
import { addAreaTranslations } from '../../src/i18n/create-i18n';
import { createTestI18n } from '../support/i18n';
import { tasksEn } from '../../src/i18n/tasks/en';
import { tasksNl } from '../../src/i18n/tasks/nl';
const tasks = { nl: tasksNl, en: tasksEn };

describe('the summary of an action on selected tasks', () => {
  it.each(['nl', 'en'] as const)('has a text for every outcome and count in %s', (language) => {
    const i18n = createTestI18n(language);
    addAreaTranslations(i18n, tasks);
    for (const action of BULK_ACTIONS) {
      for (const outcome of ['all', 'some', 'none', 'interrupted']) {
        for (const count of [1, 3]) {
          const key = `tasks.bulk.result.${action}.${outcome}`;
          const text = i18n.t(key, { count, done: 2, total: 5, reason: 'R' });
          expect(text).not.toBe(key);
          expect(text).not.toContain('{{');
        }
      }
    }
  });

  it('reads as the user expects in Dutch', () => {
    const i18n = createTestI18n('nl');
    addAreaTranslations(i18n, tasks);
    expect(i18n.t('tasks.bulk.result.complete.all', { count: 3 })).toBe('3 taken afgerond.');
    expect(
      i18n.t('tasks.bulk.result.complete.some', { count: 1, done: 2, total: 3, reason: 'Al afgerond.' }),
    ).toBe('2 van 3 taken afgerond; 1 kon niet: Al afgerond.');
  });
});
