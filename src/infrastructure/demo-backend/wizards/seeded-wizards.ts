import type { FieldKind, FormatRule, StoredDefinition, StoredField, StoredStep } from './wizards-state';

/**
 * The questionnaires of the demo's occupational-health service, in Dutch with English translations:
 * an absence intake for illness dossiers, a workplace questionnaire for employees, one about pregnancy
 * and work, and a medical history for the medical group.
 */

const texts = (nl: string, en: string) => ({ nl, en });
const NO_HELP = texts('', '');

interface FieldSpec {
  readonly help?: { nl: string; en: string };
  readonly required?: boolean;
  readonly rule?: FormatRule;
  readonly options?: readonly (readonly [string, string, string])[];
}

const field = (id: string, kind: FieldKind, nl: string, en: string, spec: FieldSpec = {}): StoredField => ({
  id,
  kind,
  label: texts(nl, en),
  help: spec.help ?? NO_HELP,
  required: spec.required ?? false,
  rule: spec.rule ?? null,
  options: (spec.options ?? []).map(([optionId, optionNl, optionEn]) => ({
    id: optionId,
    label: texts(optionNl, optionEn),
  })),
});

const step = (id: string, nl: string, en: string, fields: StoredField[]): StoredStep => ({
  id,
  title: texts(nl, en),
  fields,
});

export const ABSENCE_INTAKE: StoredDefinition = {
  name: texts('Intake verzuim', 'Absence intake'),
  relatedType: 'dossier',
  dossierType: 'illness',
  steps: [
    step('situatie', 'Contact en situatie', 'Contact and situation', [
      field('email', 'email', 'E-mailadres medewerker', "Employee's e-mail address", {
        required: true,
        help: texts('Voor de uitnodiging voor het spreekuur.', 'For the invitation to the consultation.'),
      }),
      field('mobiel', 'phone', 'Mobiel nummer', 'Mobile number', { rule: 'mobile' }),
      field('eerste-ziektedag', 'date', 'Eerste ziektedag', 'First day of illness', { required: true }),
      field(
        'werkgerelateerd',
        'yesNo',
        'Hangt het verzuim samen met het werk?',
        'Is the absence related to work?',
        {
          required: true,
        },
      ),
    ]),
    step('belastbaarheid', 'Werk en belastbaarheid', 'Work and capacity', [
      field('uren-inzetbaar', 'number', 'Uren per week inzetbaar', 'Hours per week available', {
        required: true,
        help: texts(
          'Een schatting volstaat, bijvoorbeeld 16 of 20,5.',
          'An estimate will do, such as 16 or 20.5.',
        ),
      }),
      field('verwachte-terugkeer', 'choice', 'Verwachte terugkeer', 'Expected return to work', {
        required: true,
        options: [
          ['binnen-2-weken', 'Binnen 2 weken', 'Within 2 weeks'],
          ['2-tot-6-weken', '2 tot 6 weken', '2 to 6 weeks'],
          ['langer-dan-6-weken', 'Langer dan 6 weken', 'More than 6 weeks'],
          ['onbekend', 'Nog onbekend', 'Not known yet'],
        ],
      }),
      field('aanpassingen', 'multiChoice', 'Mogelijke aanpassingen', 'Possible adjustments', {
        options: [
          ['minder-uren', 'Minder uren', 'Fewer hours'],
          ['andere-taken', 'Andere taken', 'Other tasks'],
          ['werkplek', 'Aangepaste werkplek', 'Adapted workplace'],
          ['thuiswerken', 'Thuiswerken', 'Working from home'],
        ],
      }),
      field('toelichting', 'longText', 'Toelichting', 'Notes'),
    ]),
  ],
};

export const WORKPLACE: StoredDefinition = {
  name: texts('Vragenlijst werkplek', 'Workplace questionnaire'),
  relatedType: 'employee',
  dossierType: null,
  steps: [
    step('werkplek', 'Werkplek', 'Workplace', [
      field('werkplek', 'choice', 'Waar werkt u meestal?', 'Where do you usually work?', {
        required: true,
        options: [
          ['kantoor', 'Op kantoor', 'At the office'],
          ['thuis', 'Thuis', 'At home'],
          ['hybride', 'Afwisselend', 'Both'],
          ['productie', 'In de productie of op de weg', 'In production or on the road'],
        ],
      }),
      field('beeldschermuren', 'integer', 'Uren beeldschermwerk per dag', 'Hours of screen work per day', {
        required: true,
      }),
      field(
        'instelbare-stoel',
        'yesNo',
        'Heeft u een instelbare bureaustoel?',
        'Do you have an adjustable chair?',
      ),
    ]),
    step('klachten', 'Klachten', 'Complaints', [
      field('klachten', 'multiChoice', 'Klachten in de afgelopen maand', 'Complaints in the past month', {
        options: [
          ['nek-schouders', 'Nek of schouders', 'Neck or shoulders'],
          ['rug', 'Rug', 'Back'],
          ['polsen', 'Polsen of handen', 'Wrists or hands'],
          ['ogen', 'Ogen', 'Eyes'],
        ],
      }),
      field('toelichting-klachten', 'longText', 'Toelichting', 'Notes'),
    ]),
  ],
};

export const PREGNANCY: StoredDefinition = {
  name: texts('Zwangerschap en werk', 'Pregnancy and work'),
  relatedType: 'dossier',
  dossierType: 'pregnancy',
  steps: [
    step('verlof', 'Verlof', 'Leave', [
      field('bevallingsdatum', 'date', 'Vermoedelijke bevallingsdatum', 'Expected due date', {
        required: true,
      }),
      field('start-verlof', 'date', 'Start zwangerschapsverlof', 'Start of pregnancy leave', {
        required: true,
      }),
    ]),
    step('werk', 'Werk tijdens de zwangerschap', 'Work during pregnancy', [
      field('nachtdiensten', 'yesNo', 'Werkt zij in nachtdiensten?', 'Does she work night shifts?', {
        required: true,
      }),
      field('risicos', 'multiChoice', 'Risico’s in het werk', 'Risks in the work', {
        options: [
          ['tillen', 'Tillen', 'Lifting'],
          ['stoffen', 'Gevaarlijke stoffen', 'Hazardous substances'],
          ['staan', 'Lang staan', 'Standing for long'],
          ['werkdruk', 'Hoge werkdruk', 'High work pressure'],
        ],
      }),
      field('afspraken', 'text', 'Gemaakte afspraken', 'Agreements made'),
    ]),
  ],
};

export const MEDICAL_HISTORY: StoredDefinition = {
  name: texts('Medische anamnese', 'Medical history'),
  relatedType: 'dossier',
  dossierType: 'medical',
  steps: [
    step('anamnese', 'Anamnese', 'History', [
      field('klachten', 'longText', 'Huidige klachten', 'Current complaints', { required: true }),
      field('behandelaar', 'text', 'Naam behandelaar', 'Name of the treating practitioner', {
        rule: 'alpha',
      }),
      field('in-behandeling', 'yesNo', 'Is de medewerker in behandeling?', 'Is the employee being treated?', {
        required: true,
      }),
    ]),
  ],
};
