import type { DemoUser } from '../access/seed';
import { USERS } from '../access/seed';
import { employeeOf, isMedicalUser } from '../access/users';
import { amsterdamDate, amsterdamMoment, dayNumber, isoDate } from '../platform/amsterdam-time';
import type { SeededRandom } from '../platform/seeded-random';
import { seededRandom } from '../platform/seeded-random';
import { ABSENCE_TYPES } from '../people/people-scope';
import { PROFESSIONALS } from '../tasks/case-scope';
import type { StoredDossier } from '../tasks/case-seed';
import type { DossierType } from '../tasks/dossier-types';
import { isMedicalType } from '../tasks/dossier-types';
import type { DossierFileState, StoredDocument, StoredNote, StoredUwvMessage } from './dossier-file-state';
import { pdfBase64, sizeOf, textBase64 } from './generated-files';
import { HOSTILE_NOTE, NOTE_TEXTS, RECOVERY_NOTE_TEXTS } from './seed-note-texts';
import { uwvMessagesOf } from './uwv-message-seed';

/**
 * The dossiers' notes, documents and UWV messages, made with a fixed seed around the day of seeding
 * like the case work they belong to. Sickness cases follow the Wet verbetering poortwachter: a
 * problem analysis in week 6, an action plan in week 8, the 42nd-week report to the UWV, the
 * first-year evaluation and the WIA application near week 91.
 */

const FIRST_NOTE_ID = 500_001;
const FIRST_DOCUMENT_ID = 700_001;

const POORTWACHTER = new Set<DossierType>(['illness', 'absence_dossier', 'illness_and_zw_erd']);
const ABSENCE_LIKE = new Set<DossierType>([...POORTWACHTER, 'zw_erd', 'frequent_absence', 'wga']);

const byUsername = (username: string): DemoUser => {
  const user = USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No seeded user ${username}`);
  return user;
};

interface DocumentPlan {
  readonly week: number;
  readonly title: string;
  readonly documentTypeId: string;
  readonly uploadTypeId: string;
}

/** The poortwachter documents by week of illness, and the medical letter a physician may add. */
const POORTWACHTER_DOCUMENTS: readonly DocumentPlan[] = [
  { week: 6, title: 'Probleemanalyse', documentTypeId: '1', uploadTypeId: '2' },
  { week: 8, title: 'Plan van aanpak', documentTypeId: '2', uploadTypeId: '2' },
  { week: 26, title: 'Bijstelling plan van aanpak', documentTypeId: '3', uploadTypeId: '2' },
  { week: 52, title: 'Eerstejaarsevaluatie', documentTypeId: '4', uploadTypeId: '2' },
  { week: 88, title: 'Re-integratieverslag', documentTypeId: '7', uploadTypeId: '3' },
];
const MEDICAL_LETTER: DocumentPlan = {
  week: 4,
  title: 'Brief behandelaar',
  documentTypeId: '9',
  uploadTypeId: '5',
};
const TEST_RESULTS: DocumentPlan = {
  week: 2,
  title: 'Uitslag onderzoek',
  documentTypeId: '9',
  uploadTypeId: '6',
};
const LETTER: DocumentPlan = {
  week: 1,
  title: 'Brief aan werkgever',
  documentTypeId: '8',
  uploadTypeId: '1',
};

export function seedDossierFiles(seedTime: number, dossiers: readonly StoredDossier[]): DossierFileState {
  const random = seededRandom(0xd05_51e2);
  const today = dayNumber(amsterdamDate(seedTime));
  const medics = PROFESSIONALS.filter(isMedicalUser);
  const others = PROFESSIONALS.filter((user) => !isMedicalUser(user));
  const notes: StoredNote[] = [];
  const documents: StoredDocument[] = [];
  const messages: StoredUwvMessage[] = [];

  const moment = (day: number): string => {
    const at = amsterdamMoment(isoDate(day), random.int(8 * 60, 17 * 60));
    return Date.parse(at) < seedTime ? at : amsterdamMoment(isoDate(day - 1), random.int(8 * 60, 17 * 60));
  };
  const ownerOf = (dossier: StoredDossier): DemoUser =>
    PROFESSIONALS.find((user) => user.id === dossier.ownerId) ?? random.pick(others);
  const physicianFor = (dossier: StoredDossier): DemoUser => {
    const owner = ownerOf(dossier);
    return isMedicalUser(owner) ? owner : random.pick(medics);
  };
  const caseManagerFor = (dossier: StoredDossier): DemoUser => {
    const owner = ownerOf(dossier);
    return isMedicalUser(owner) ? random.pick(others) : owner;
  };

  const addNote = (
    dossier: StoredDossier,
    noteTypeId: string,
    html: string,
    author: DemoUser,
    day: number,
  ) => {
    notes.push({
      id: String(FIRST_NOTE_ID + notes.length),
      dossierId: dossier.id,
      noteTypeId,
      html,
      authorId: author.id,
      createdAt: moment(day),
    });
  };

  const addDocument = (dossier: StoredDossier, plan: DocumentPlan, day: number, by: DemoUser) => {
    const employee = employeeOf(dossier.employeeId);
    const date = isoDate(day);
    const asText = plan.uploadTypeId === '1' && random.chance(0.4);
    const lines = [
      `${plan.title}, ${date}`,
      `Medewerker: ${employee.firstName} ${employee.lastName}`,
      'Demobestand, verzonnen gegevens.',
    ];
    const content = asText ? textBase64(lines) : pdfBase64(lines);
    documents.push({
      id: String(FIRST_DOCUMENT_ID + documents.length),
      dossierId: dossier.id,
      fileName: `${plan.title} ${employee.lastName} ${date}.${asText ? 'txt' : 'pdf'}`,
      mimeType: asText ? 'text/plain' : 'application/pdf',
      size: sizeOf(content),
      documentTypeId: plan.documentTypeId,
      uploadTypeId: plan.uploadTypeId,
      uploadedById: by.id,
      uploadedAt: moment(day),
      content,
      uploaded: false,
    });
  };

  for (const dossier of dossiers) {
    const start = dayNumber(dossier.startDate);
    // An open case runs up to today; a closed one ended on the day it closed (the case seed's).
    const end =
      dossier.endDate === null ? today : Math.min(today, Math.max(start, dayNumber(dossier.endDate)));
    seedNotes(random, dossier, start, end, {
      physician: () => physicianFor(dossier),
      caseManager: () => caseManagerFor(dossier),
      add: (noteTypeId, html, author, day) => addNote(dossier, noteTypeId, html, author, day),
    });

    const plans: [DocumentPlan, number, DemoUser][] = [];
    if (POORTWACHTER.has(dossier.type)) {
      for (const plan of POORTWACHTER_DOCUMENTS) {
        const day = start + plan.week * 7 + random.int(0, 4);
        // A case's past steps have their documents, bar the odd one left undone (a late step to show).
        if (day <= end && random.chance(0.9)) plans.push([plan, day, caseManagerFor(dossier)]);
      }
      if (random.chance(0.2))
        plans.push([MEDICAL_LETTER, start + 28 + random.int(0, 10), physicianFor(dossier)]);
    } else if (isMedicalType(dossier.type)) {
      plans.push([
        random.chance(0.5) ? MEDICAL_LETTER : TEST_RESULTS,
        start + random.int(3, 20),
        physicianFor(dossier),
      ]);
    } else if (random.chance(0.3)) {
      plans.push([LETTER, start + random.int(1, 10), caseManagerFor(dossier)]);
    }
    for (const [plan, day, by] of plans) if (day <= end) addDocument(dossier, plan, day, by);

    for (const message of uwvMessagesOf(dossier, start, end, today)) {
      messages.push({ id: String(messages.length + 1), ...message });
    }
  }

  return {
    dossierNotes: notes,
    noteDrafts: [],
    dossierDocuments: documents,
    uwvMessages: messages,
    nextNoteId: FIRST_NOTE_ID + notes.length,
    nextDocumentId: FIRST_DOCUMENT_ID + documents.length,
    nextUwvMessageId: messages.length + 1,
  };
}

interface NoteWriter {
  readonly physician: () => DemoUser;
  readonly caseManager: () => DemoUser;
  readonly add: (noteTypeId: string, html: string, author: DemoUser, day: number) => void;
}

/**
 * A few notes per case: medical ones by a physician in the medical types and sickness cases, the
 * conversations and agreements by the case manager. That the employee is back is written only in a
 * closed case of the absence group, on the day it closed. The first dossier of the seed (a sickness case
 * of the bakery) also has a note whose HTML carries a script, as pasted text can, so the portal's
 * sanitizing is always in use.
 */
function seedNotes(
  random: SeededRandom,
  dossier: StoredDossier,
  start: number,
  end: number,
  writer: NoteWriter,
) {
  const count = dossier.status === 'open' ? random.int(1, 3) : random.int(0, 1);
  const name = employeeOf(dossier.employeeId).firstName;
  const fill = (html: string) => html.replaceAll('{voornaam}', name);
  const medicalOnly = isMedicalType(dossier.type);
  const withMedical = medicalOnly || ABSENCE_LIKE.has(dossier.type);
  const kinds: string[] = medicalOnly
    ? ['6', '7']
    : ABSENCE_LIKE.has(dossier.type)
      ? ['1', '2', '3', '5']
      : ['1', '2', '4'];
  for (let index = 0; index < count; index += 1) {
    const medical = withMedical && (medicalOnly || random.chance(0.35));
    const noteTypeId = medical ? random.pick(['6', '7']) : random.pick(kinds);
    const author = medical || noteTypeId === '5' ? writer.physician() : writer.caseManager();
    const day = random.int(start, Math.max(start, end));
    writer.add(noteTypeId, fill(random.pick(NOTE_TEXTS[noteTypeId] ?? [])), author, day);
  }
  // That the employee is back is written only in a case that closed because of it, on that day.
  if (dossier.status === 'closed' && ABSENCE_TYPES.has(dossier.type) && random.chance(0.6)) {
    const noteTypeId = random.pick(Object.keys(RECOVERY_NOTE_TEXTS));
    const author = noteTypeId === '5' ? writer.physician() : writer.caseManager();
    writer.add(noteTypeId, fill(random.pick(RECOVERY_NOTE_TEXTS[noteTypeId] ?? [])), author, end);
  }
  if (dossier.id === '20001') {
    writer.add('1', fill(NOTE_TEXTS['1']?.[0] ?? ''), byUsername('casemanager'), end - 40);
    writer.add('6', fill(NOTE_TEXTS['6']?.[0] ?? ''), byUsername('doctor'), end - 20);
    writer.add('5', fill(NOTE_TEXTS['5']?.[0] ?? ''), byUsername('doctor'), end - 19);
    writer.add('2', HOSTILE_NOTE, byUsername('casemanager'), end - 2);
  }
}

let remembered: { readonly seedTime: number; readonly json: string } | null = null;

/**
 * A fresh copy of the seed for this moment and these dossiers (the tasks area's, the same for the
 * same moment). The last one made is remembered as text, as the case seed is.
 */
export function freshDossierFiles(seedTime: number, dossiers: readonly StoredDossier[]): DossierFileState {
  if (remembered?.seedTime !== seedTime) {
    remembered = { seedTime, json: JSON.stringify(seedDossierFiles(seedTime, dossiers)) };
  }
  return JSON.parse(remembered.json) as DossierFileState;
}
