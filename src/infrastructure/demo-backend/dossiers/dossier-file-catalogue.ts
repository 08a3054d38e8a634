import type { DossierType } from '../tasks/dossier-types';

/**
 * The back office's fixed lists for the dossier view: the sections per dossier type, the note types
 * with their templates, the document types and the upload types. They are configuration, not state:
 * a reset or a restart gives the same lists.
 */

export interface CatalogueNoteType {
  readonly id: string;
  readonly nameNl: string;
  readonly nameEn: string;
  readonly isMedical: boolean;
}

export interface CatalogueTemplate {
  readonly id: string;
  readonly noteTypeId: string;
  readonly name: string;
  readonly html: string;
}

export interface CatalogueDocumentType {
  readonly id: string;
  readonly nameNl: string;
  readonly nameEn: string;
}

export interface CatalogueUploadType {
  readonly id: string;
  readonly nameNl: string;
  readonly nameEn: string;
  readonly isMedical: boolean;
}

/** The dossier types whose cases are reported to the UWV: sickness, the Ziektewet, pregnancy and the WGA. */
export const UWV_TYPES: ReadonlySet<DossierType> = new Set<DossierType>([
  'illness',
  'absence_dossier',
  'illness_and_zw_erd',
  'zw_erd',
  'wga',
  'pregnancy',
]);

const SECTIONS = [
  { key: 'overview', titleNl: 'Overzicht', titleEn: 'Overview' },
  { key: 'tasks', titleNl: 'Taken', titleEn: 'Tasks' },
  { key: 'notes', titleNl: 'Notities', titleEn: 'Notes' },
  { key: 'documents', titleNl: 'Documenten', titleEn: 'Documents' },
  { key: 'wizards', titleNl: 'Wizards', titleEn: 'Wizards' },
  { key: 'uwv', titleNl: 'UWV-berichten', titleEn: 'UWV messages' },
] as const;

/** The sections of a type's dossier view, in order; only a case reported to the UWV has the UWV section. */
export const sectionsOf = (type: DossierType) =>
  SECTIONS.filter((section) => section.key !== 'uwv' || UWV_TYPES.has(type)).map((section, index) => ({
    ...section,
    order: index + 1,
  }));

export const NOTE_TYPES: readonly CatalogueNoteType[] = [
  { id: '1', nameNl: 'Gespreksverslag', nameEn: 'Conversation report', isMedical: false },
  { id: '2', nameNl: 'Telefoonnotitie', nameEn: 'Phone note', isMedical: false },
  { id: '3', nameNl: 'Afspraken met werkgever', nameEn: 'Agreements with the employer', isMedical: false },
  { id: '4', nameNl: 'Interne notitie', nameEn: 'Internal note', isMedical: false },
  { id: '5', nameNl: 'Terugkoppeling werkgever', nameEn: 'Feedback to the employer', isMedical: false },
  {
    id: '6',
    nameNl: 'Spreekuurverslag bedrijfsarts',
    nameEn: 'Physician consultation report',
    isMedical: true,
  },
  { id: '7', nameNl: 'Medische notitie', nameEn: 'Medical note', isMedical: true },
];

export const NOTE_TEMPLATES: readonly CatalogueTemplate[] = [
  {
    id: '101',
    noteTypeId: '1',
    name: 'Eerste verzuimgesprek',
    html:
      '<p><strong>Eerste verzuimgesprek</strong> met de medewerker, telefonisch.</p>' +
      '<p><strong>Besproken:</strong></p>' +
      '<ul><li>Verwachte duur van het verzuim</li><li>Wat de medewerker nog wel kan</li>' +
      '<li>Bereikbaarheid en afspraken over contact</li></ul>' +
      '<p><strong>Vervolg:</strong> contact over een week; bij langer verzuim spreekuur bedrijfsarts.</p>',
  },
  {
    id: '102',
    noteTypeId: '1',
    name: 'Voortgangsgesprek',
    html:
      '<p><strong>Voortgangsgesprek</strong> in week … van het verzuim.</p>' +
      '<ul><li>Stand van zaken herstel (zonder medische details)</li><li>Opbouw in uren en taken</li>' +
      '<li>Knelpunten op het werk</li></ul>' +
      '<p><strong>Afspraken:</strong></p><ol><li>…</li><li>…</li></ol>',
  },
  {
    id: '201',
    noteTypeId: '2',
    name: 'Telefonisch contact medewerker',
    html:
      '<p>Gebeld met de medewerker op … om …</p>' +
      '<p><strong>Kern van het gesprek:</strong> …</p><p><strong>Afgesproken:</strong> …</p>',
  },
  {
    id: '301',
    noteTypeId: '3',
    name: 'Afspraken driegesprek',
    html:
      '<p><strong>Driegesprek</strong> werkgever, werknemer en casemanager.</p>' +
      '<ul><li>Aangepast werk: …</li><li>Uren per week: …</li><li>Evaluatie op: …</li></ul>' +
      '<p>Beide partijen zijn akkoord met deze afspraken.</p>',
  },
  {
    id: '501',
    noteTypeId: '5',
    name: 'Terugkoppeling na spreekuur',
    html:
      '<p><strong>Terugkoppeling aan de werkgever</strong> na het spreekuur van de bedrijfsarts.</p>' +
      '<ul><li><strong>Belastbaarheid:</strong> …</li><li><strong>Advies over werk:</strong> …</li>' +
      '<li><strong>Verwachte duur:</strong> …</li></ul>' +
      '<p><em>Zonder medische gegevens, conform de AVG.</em></p>',
  },
  {
    id: '601',
    noteTypeId: '6',
    name: 'Spreekuur bedrijfsarts (SOAP)',
    html:
      '<p><strong>S</strong> — Klachten en beloop volgens werknemer: …</p>' +
      '<p><strong>O</strong> — Bevindingen: …</p><p><strong>A</strong> — Beoordeling: …</p>' +
      '<p><strong>P</strong> — Plan:</p><ul><li>Behandeling: …</li><li>Re-integratieadvies: …</li>' +
      '<li>Volgend spreekuur: …</li></ul>',
  },
  {
    id: '602',
    noteTypeId: '6',
    name: 'Probleemanalyse',
    html:
      '<p><strong>Probleemanalyse</strong> (Wet verbetering poortwachter, week 6)</p>' +
      '<ol><li>Ontstaan en beloop van het verzuim</li><li>Beperkingen en mogelijkheden</li>' +
      '<li>Verwachting over herstel</li><li>Advies voor re-integratie</li></ol>',
  },
  {
    id: '701',
    noteTypeId: '7',
    name: 'Informatie behandelaar',
    html:
      '<p>Informatie opgevraagd bij de behandelaar met schriftelijke toestemming van de werknemer.</p>' +
      '<p><strong>Ontvangen:</strong> …</p><p><strong>Betekenis voor belastbaarheid:</strong> …</p>',
  },
];

export const DOCUMENT_TYPES: readonly CatalogueDocumentType[] = [
  { id: '1', nameNl: 'Probleemanalyse', nameEn: 'Problem analysis' },
  { id: '2', nameNl: 'Plan van aanpak', nameEn: 'Action plan' },
  { id: '3', nameNl: 'Bijstelling plan van aanpak', nameEn: 'Revised action plan' },
  { id: '4', nameNl: 'Eerstejaarsevaluatie', nameEn: 'First-year evaluation' },
  { id: '5', nameNl: 'Actueel oordeel bedrijfsarts', nameEn: 'Current assessment by the physician' },
  { id: '6', nameNl: 'Arbeidsdeskundig rapport', nameEn: 'Labour expert report' },
  { id: '7', nameNl: 'Re-integratieverslag', nameEn: 'Reintegration report' },
  { id: '8', nameNl: 'Correspondentie', nameEn: 'Correspondence' },
  { id: '9', nameNl: 'Medische informatie', nameEn: 'Medical information' },
  { id: '10', nameNl: 'Overig', nameEn: 'Other' },
];

export const UPLOAD_TYPES: readonly CatalogueUploadType[] = [
  { id: '1', nameNl: 'Brief', nameEn: 'Letter', isMedical: false },
  { id: '2', nameNl: 'Rapportage', nameEn: 'Report', isMedical: false },
  { id: '3', nameNl: 'Formulier UWV', nameEn: 'UWV form', isMedical: false },
  { id: '4', nameNl: 'Overig', nameEn: 'Other', isMedical: false },
  { id: '5', nameNl: 'Brief behandelaar', nameEn: 'Letter from a practitioner', isMedical: true },
  { id: '6', nameNl: 'Uitslag onderzoek', nameEn: 'Test results', isMedical: true },
  { id: '7', nameNl: 'Medisch verslag', nameEn: 'Medical report', isMedical: true },
];

export const noteTypeOf = (id: unknown): CatalogueNoteType | null =>
  NOTE_TYPES.find((type) => type.id === id) ?? null;
export const documentTypeOf = (id: unknown): CatalogueDocumentType | null =>
  DOCUMENT_TYPES.find((type) => type.id === id) ?? null;
export const uploadTypeOf = (id: unknown): CatalogueUploadType | null =>
  UPLOAD_TYPES.find((type) => type.id === id) ?? null;
