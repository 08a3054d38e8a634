import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { seedCases } from '../../../../src/infrastructure/demo-backend/tasks/case-seed';
import { seedDossierFiles } from '../../../../src/infrastructure/demo-backend/dossiers/dossier-file-seed';
import { USERS } from '../../../../src/infrastructure/demo-backend/access/seed';
import { START } from '../demo-client';
import { MEDICAL_TYPES } from './dossier-file-client';

const cases = seedCases(START);
const seed = seedDossierFiles(START, cases.dossiers);
const TODAY = '2026-03-02';
const medicalIds = new Set(
  USERS.filter((user) => user.isMedical && user.userTypeId === 1).map((user) => user.id),
);
const professionalIds = new Set(
  USERS.filter((user) => user.roles.some((role) => role.id === 3)).map((user) => user.id),
);
const dossierOf = (id: string) => cases.dossiers.find((dossier) => dossier.id === id);
const REPORTING = ['illness', 'absence_dossier', 'illness_and_zw_erd', 'zw_erd', 'wga', 'pregnancy'];

describe('the dossier view seed of the demo backend', () => {
  it('is the same every time for the same moment', () => {
    expect(seedDossierFiles(START, cases.dossiers)).toEqual(seed);
  });

  it('writes notes in every open dossier, medical ones by medical professionals only, before the seed', () => {
    const open = cases.dossiers.filter((dossier) => dossier.status === 'open');
    const noted = new Set(seed.dossierNotes.map((note) => note.dossierId));
    expect(open.every((dossier) => noted.has(dossier.id))).toBe(true);
    for (const note of seed.dossierNotes) {
      const dossier = dossierOf(note.dossierId);
      expect(professionalIds.has(note.authorId)).toBe(true);
      if (['6', '7'].includes(note.noteTypeId)) expect(medicalIds.has(note.authorId)).toBe(true);
      if (MEDICAL_TYPES.includes(dossier?.type ?? '')) expect(['6', '7']).toContain(note.noteTypeId);
      expect(Date.parse(note.createdAt)).toBeLessThan(START);
      expect(note.createdAt.slice(0, 10) >= (dossier?.startDate ?? '')).toBe(true);
      expect(note.html).toMatch(/^<p>/);
      expect(note.html).not.toContain('{voornaam}');
    }
  });

  it('has one note with a script and an event handler, for the portal to sanitize', () => {
    const hostile = seed.dossierNotes.filter((note) => /<script>|onerror=/.test(note.html));
    expect(hostile.map((note) => [note.dossierId, note.noteTypeId])).toEqual([['20001', '2']]);
  });

  it('holds small real files whose names, types and sizes agree', () => {
    expect(seed.dossierDocuments.length).toBeGreaterThan(100);
    for (const document of seed.dossierDocuments) {
      const bytes = Buffer.from(document.content, 'base64');
      expect(bytes.byteLength).toBe(document.size);
      expect(bytes.byteLength).toBeLessThan(1024);
      expect(document.uploaded).toBe(false);
      if (document.mimeType === 'application/pdf') {
        expect(document.fileName).toMatch(/\.pdf$/);
        expect(bytes.toString('latin1')).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
      } else {
        expect([document.mimeType, document.fileName]).toEqual([
          'text/plain',
          expect.stringMatching(/\.txt$/),
        ]);
      }
      if (MEDICAL_TYPES.includes(dossierOf(document.dossierId)?.type ?? '')) {
        expect(['5', '6', '7']).toContain(document.uploadTypeId);
      }
    }
  });

  it('has UWV messages only for the reporting types, dated by the seed and within the case', () => {
    expect(seed.uwvMessages.length).toBeGreaterThan(50);
    const kinds = new Set(seed.uwvMessages.map((message) => message.kind));
    expect([...kinds].sort()).toEqual([
      'pregnancy_leave_application',
      'recovery_report',
      'sick_report',
      'week_42_report',
      'wga_reassessment',
      'wia_application',
    ]);
    for (const message of seed.uwvMessages) {
      const dossier = dossierOf(message.dossierId);
      expect(REPORTING).toContain(dossier?.type);
      expect(message.sentOn <= TODAY && message.sentOn >= (dossier?.startDate ?? '')).toBe(true);
      expect(message.reference).toMatch(/^(ZM|WM42|HM|WIA|WAZO|WGA)-\d{4}-\d{6}$/);
      if (message.status === 'sent') expect(message.sentOn >= '2026-02-28').toBe(true);
    }
  });
});
