import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { auditCsv } from '../../../../src/application/audit/audit-csv';
import type { AuditEntry } from '../../../../src/domain/audit/audit-entry';
import { auditEn } from '../../../../src/i18n/audit/en';
import { auditNl } from '../../../../src/i18n/audit/nl';
const translations = { nl: auditNl, en: auditEn };
import { addAreaTranslations } from '../../../../src/i18n/create-i18n';
import { createTestI18n } from '../../../support/i18n';
import { auditCsvLabels, auditWords } from '../../../../src/ui/screens/audit/audit-words';
import type { Translate } from '../../../../src/ui/services-context';
import { anEntry } from '../../../application/audit/audit-fakes';

const PLANNER = 'd9d4f3a1-0000-4000-8000-000000000001';

function wordsIn(language: 'nl' | 'en') {
  const i18n = createTestI18n(language);
  addAreaTranslations(i18n, translations);
  const t: Translate = (key, values) => i18n.t(key, { ...values, lng: language });
  return { t, words: auditWords(t, language) };
}

/** An appointment booked for 11:00 Amsterdam time, as the back office logs it. */
const booked: AuditEntry = anEntry(7, {
  entity: {
    type: 'appointment',
    id: 'a1',
    label: 'Spreekuur bedrijfsarts',
    day: Temporal.PlainDate.from('2026-11-27'),
  },
  action: 'created',
  changes: [
    { field: 'userId', from: null, to: PLANNER },
    { field: 'start', from: null, to: '2026-11-27T10:00:00Z' },
    { field: 'operationId', from: null, to: { withheld: true } },
  ],
  names: { [PLANNER]: 'Dr. A. Bakker' },
});

const confirmed: AuditEntry = anEntry(8, {
  action: 'updated',
  changes: [
    { field: 'status', from: 'planned', to: 'confirmed' },
    { field: 'name.en', from: 'Room', to: 'Consulting room' },
    { field: 'steps.1.fields.0.required', from: false, to: true },
  ],
});

describe('the audit log in the reader’s words', () => {
  it('names people for their ids, writes moments on Amsterdam’s clock and says what is withheld, in Dutch', () => {
    const { words } = wordsIn('nl');
    expect(booked.changes.map((change) => words.change(change, booked))).toEqual([
      'Persoon: Dr. A. Bakker',
      'Begin: 27 nov 2026 11:00',
      'Verrichting: (afgeschermd)',
    ]);
    expect(words.entity(booked)).toBe('Spreekuur bedrijfsarts, 27 nov 2026');
    expect(confirmed.changes.map((change) => words.change(change, confirmed))).toEqual([
      'Status: gepland → bevestigd',
      'Naam (Engels): Room → Consulting room',
      'Stap 2 › veld 1 › Verplicht: nee → ja',
    ]);
  });

  it('says the same in English', () => {
    const { words } = wordsIn('en');
    expect(booked.changes.map((change) => words.change(change, booked))).toEqual([
      'Person: Dr. A. Bakker',
      'Start: 27 Nov 2026 11:00',
      'Operation: (private)',
    ]);
    expect(words.entityType('dossier_note_draft')).toBe('Draft note');
    expect(confirmed.changes.map((change) => words.change(change, confirmed))).toEqual([
      'Status: planned → confirmed',
      'Name (English): Room → Consulting room',
      'Step 2 › field 1 › Required: no → yes',
    ]);
  });

  it('shows a field this portal does not know yet by its code, and a deleted record’s values without an arrow', () => {
    const { words } = wordsIn('en');
    const change = { field: 'shoeSize', from: 44, to: null };
    const removed = anEntry(9, { action: 'deleted', changes: [change] });
    expect(words.change(change, removed)).toBe('shoeSize: 44');
  });

  it('exports the same words as the screen shows, no id where a name is known and no ISO moment', () => {
    const { t, words } = wordsIn('nl');
    const csv = auditCsv([booked, confirmed], auditCsvLabels(t, words));
    expect(csv).toContain('"Persoon: Dr. A. Bakker\nBegin: 27 nov 2026 11:00\nVerrichting: (afgeschermd)"');
    expect(csv).toContain('"Spreekuur bedrijfsarts, 27 nov 2026"');
    expect(csv).not.toContain(PLANNER);
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});
