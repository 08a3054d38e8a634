import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOSSIER_TYPES } from '../../../src/domain/dossiers/dossier-type';
import type {
  Bilingual,
  WizardDefinition,
  WizardField,
  WizardOption,
  WizardStep,
  WizardValue,
  WizardValues,
} from '../../../src/domain/wizards/wizard';
import {
  isChoiceKind,
  RULES_OF_KIND,
  WIZARD_FIELD_KINDS,
  WIZARD_RULES,
} from '../../../src/domain/wizards/wizard';
import { answerProblem, definitionProblems, stepProblems } from '../../../src/domain/wizards/wizard-rules';
import { answerVerdict } from '../../../src/infrastructure/demo-backend/wizards/answer-rules';
import type { DefinitionVerdict } from '../../../src/infrastructure/demo-backend/wizards/definition-rules';
import { readDefinition } from '../../../src/infrastructure/demo-backend/wizards/definition-rules';
import type { StoredField } from '../../../src/infrastructure/demo-backend/wizards/wizards-state';
import { exactly, signedIn } from '../demo-backend/case-client';
import { send } from '../demo-backend/locations/locations-client';
import { errorsOf, run, RunSchema } from '../demo-backend/wizards/wizards-client';

/**
 * The portal checks a wizard and its answers with the domain's rules before sending them; the back
 * office (here the demo backend) checks them again with its own, written apart. They must give the same
 * verdict on everything the portal can send, or a form accepts what the server refuses (or the other
 * way round).
 */

/** Characters the rules have to decide on: separators, Unicode spaces, letters beyond ASCII, digits. */
const TRICKY = [
  ..."aZz09@.-_()+,'",
  ' ',
  '\t',
  '\n',
  '\u00a0', // no-break space (trimmed)
  '\u3000', // ideographic space (trimmed)
  '\u200b', // zero-width space (not trimmed)
  'é',
  '\u0301', // a combining accent (a mark, as alphabetic text may hold)
  'ß',
  '中',
  '٣', // a digit of another script
];
const tricky = fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 14 });
const spaced = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '\u00a0', '\t'), text, fc.constantFrom('', ' ', '\n'))
    .map((parts) => parts.join(''));
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

// ---------------------------------------------------------------------------------------------------
// Answers

const OPTION_IDS = ['a', 'b', 'c', ' a', 'constructor'];

const phones = fc
  .tuple(
    fc.constantFrom('0', '+31', '0031', '00', '+32', '31'),
    fc.constantFrom('0', '3', '6', '1'),
    digits(7, 9),
    fc.constantFrom('', ' ', '-', '()', '\u00a0'),
  )
  .map(([prefix, first, rest, separator]) => `${prefix}${first}${separator}${rest}`);
const emails = fc
  .tuple(
    fc.constantFrom('jan', 'j.de.vries', '', 'a b', 'é'),
    fc.constantFrom('@', '@@', ''),
    fc.constantFrom('example', 'arbo-agenda', '', 'x y'),
    fc.constantFrom('.nl', '.example', '.', '..nl', '', '.co.uk'),
  )
  .map((parts) => parts.join(''));
const numbers = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.double({ min: -1000, max: 1000, noNaN: true }).map((n) => n.toFixed(2)),
  fc.constantFrom('12,5', '1e2', '-', '.5', '5.', '+5', '1,2,3', '٣', '1 000', '0x10', '-0'),
);
const dates = fc.oneof(
  fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-29', '2028-02-29', '2026-13-01', '2026-04-31', '26-01-01', '2026-1-1', '20260101'),
);
const names = fc.constantFrom(
  "O'Neill",
  "d'Ancona",
  'Jan-Willem de Vries',
  "'t Hart",
  'Zoë',
  'R2D2',
  'van  Dam',
  'Ann-',
  'José',
  'Ünal',
);
const longTexts = fc.oneof(
  fc.integer({ min: 995, max: 1005 }).map((n) => '7'.repeat(n)),
  fc.integer({ min: 9995, max: 10_005 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 995, max: 1005 }).map((n) => ` ${'a'.repeat(n)} `),
);

const texts: fc.Arbitrary<string> = fc.oneof(
  spaced(fc.oneof(phones, emails, numbers, dates, names, fc.constantFrom(...OPTION_IDS))),
  fc.constantFrom('', '   ', '\u00a0', '\u200b'),
  longTexts,
  tricky,
  fc.string(),
);

/** Every answer the domain's type allows (and a missing one): wrong types for a field's kind included. */
const values: fc.Arbitrary<WizardValue | undefined> = fc.oneof(
  { weight: 6, arbitrary: texts },
  { weight: 3, arbitrary: fc.array(fc.oneof(fc.constantFrom(...OPTION_IDS, 'z'), tricky), { maxLength: 4 }) },
  { weight: 2, arbitrary: fc.constantFrom<WizardValue | undefined>(true, false, null, undefined) },
);

const bilingual = (text: fc.Arbitrary<string>): fc.Arbitrary<Bilingual> => fc.record({ nl: text, en: text });

const options: fc.Arbitrary<WizardOption[]> = fc.array(
  fc.record({ id: fc.constantFrom(...OPTION_IDS), label: bilingual(fc.constantFrom('Ja', 'Nee', '')) }),
  { maxLength: 4 },
);

/** Fields of every kind with any rule (also one their kind does not allow) and any options. */
const fields: fc.Arbitrary<WizardField> = fc.record({
  id: fc.constantFrom('f1', 'f2', 'f3'),
  kind: fc.constantFrom(...WIZARD_FIELD_KINDS),
  label: bilingual(fc.constantFrom('Veld', 'E-mailadres')),
  help: bilingual(fc.constantFrom('', 'Hulp')),
  required: fc.boolean(),
  rule: fc.constantFrom(null, ...WIZARD_RULES),
  options,
});

/** Words as alphabetic text is made of, and what breaks them: separators where they may not be, digits. */
const alphabetic = fc.oneof(
  names,
  fc.string({
    unit: fc.constantFrom('a', 'Z', 'é', '\u0301', 'ß', '中', ' ', "'", '-', '_', '1', '.'),
    minLength: 1,
    maxLength: 8,
  }),
);

/** Answers aimed at the field's own format as well as anything else. */
const answersFor = (field: WizardField): fc.Arbitrary<WizardValue | undefined> => {
  const aimed: Partial<Record<string, fc.Arbitrary<string>>> = {
    email: emails,
    phone: phones,
    mobile: phones,
    number: numbers,
    numeric: numbers,
    integer: numbers,
    date: dates,
    alpha: alphabetic,
    text: longTexts,
    longText: longTexts,
  };
  const candidates = [aimed[field.kind], field.rule ? aimed[field.rule] : undefined, texts];
  const own = fc.oneof(...candidates.filter((candidate) => candidate !== undefined));
  const chosen = fc.constantFrom(...field.options.map((option) => option.id), 'z');
  return fc.oneof(values, spaced(own), chosen, fc.array(chosen, { maxLength: 3 }));
};

/** An answer most fields of the kind accept, so a step of several fields is sometimes complete. */
const likelyGood = (field: WizardField): WizardValue => {
  const first = field.options[0]?.id ?? '';
  const good: Record<WizardField['kind'], WizardValue> = {
    text: 'Tekst',
    longText: 'Een langere tekst.',
    number: '12,5',
    integer: '12',
    date: '2026-03-01',
    choice: first,
    multiChoice: [first],
    yesNo: true,
    email: 'sanne@voorbeeld.nl',
    phone: '06 1234 5678',
  };
  return good[field.kind];
};

/** The back office's view of a field: the same JSON, in its own (mutable) types. */
const stored = (field: WizardField): StoredField => structuredClone(field) as unknown as StoredField;

// ---------------------------------------------------------------------------------------------------
// Definitions

const KEYS = ['s1', 's2', 'f1', 'f2', 'f3', 'f4', 'x'.repeat(64)];

/** Names and labels: valid, blank, and around their limits (120, 250, 500) with spaces round them. */
const textsAround = (...limits: number[]) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom('Intake', 'Werkplek', ' Stap 1 ', 'Ja') },
    { weight: 2, arbitrary: fc.constantFrom('', ' ', '\u00a0\n') },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...limits), fc.integer({ min: -2, max: 2 }), fc.constantFrom('', ' '))
        .map(([limit, delta, space]) => `${space}${'n'.repeat(limit + delta)}${space}`),
    },
    { weight: 1, arbitrary: tricky },
  );

const definitionFields: fc.Arbitrary<WizardField> = fc.record({
  id: fc.constantFrom(...KEYS),
  kind: fc.constantFrom(...WIZARD_FIELD_KINDS),
  label: bilingual(textsAround(250)),
  help: bilingual(textsAround(500)),
  required: fc.boolean(),
  rule: fc.oneof(fc.constant(null), fc.constantFrom(...WIZARD_RULES)),
  options: fc.array(fc.record({ id: fc.constantFrom(...KEYS), label: bilingual(textsAround(250)) }), {
    maxLength: 3,
  }),
});

const fieldLists = fc.oneof(
  { weight: 8, arbitrary: fc.array(definitionFields, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(definitionFields, fc.integer({ min: 49, max: 51 }))
      .map(([field, count]) =>
        Array.from({ length: count }, (_, index) => ({ ...field, id: `veld-${index}` })),
      ),
  },
);

const steps: fc.Arbitrary<WizardStep> = fc.record({
  id: fc.constantFrom(...KEYS),
  title: bilingual(textsAround(250)),
  fields: fieldLists,
});

const stepLists = fc.oneof(
  { weight: 8, arbitrary: fc.array(steps, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(steps, fc.integer({ min: 29, max: 31 })).map(([step, count]) =>
      Array.from({ length: count }, (_, s) => ({
        ...step,
        fields: step.fields.map((field, f) => ({ ...field, id: `stap-${s}-veld-${f}` })),
      })),
    ),
  },
);

const definitions: fc.Arbitrary<WizardDefinition> = fc.record({
  name: bilingual(textsAround(120)),
  target: fc.oneof(
    fc.constant({ relatedType: 'employee' as const }),
    fc
      .constantFrom(...DOSSIER_TYPES)
      .map((dossierType) => ({ relatedType: 'dossier' as const, dossierType })),
  ),
  steps: stepLists,
});

/** Wizards the builder would save: texts within their limits, unique field ids, rules and options that fit. */
const goodTexts = (limit: number) =>
  bilingual(
    fc.oneof(
      fc.constantFrom('Intake', ' Werkplek ', 'Zoë'),
      fc.integer({ min: 1, max: limit }).map((length) => 'n'.repeat(length)),
    ),
  );
const goodFields = fc
  .tuple(
    fc.constantFrom(...WIZARD_FIELD_KINDS),
    fc.nat(),
    fc.array(goodTexts(250), { minLength: 2, maxLength: 3 }),
  )
  .chain(([kind, pick, optionLabels]) =>
    fc.record({
      kind: fc.constant(kind),
      label: goodTexts(250),
      help: bilingual(fc.constantFrom('', 'Hulp', ' '.repeat(600), 'h'.repeat(500))),
      required: fc.boolean(),
      rule: fc.constant(RULES_OF_KIND[kind][pick % (RULES_OF_KIND[kind].length + 1)] ?? null),
      options: fc.constant(
        isChoiceKind(kind) ? optionLabels.map((label, index) => ({ id: `optie-${index}`, label })) : [],
      ),
    }),
  );
const validDefinitions: fc.Arbitrary<WizardDefinition> = fc
  .record({
    name: goodTexts(120),
    target: definitions.map((definition) => definition.target),
    steps: fc.array(
      fc.record({
        id: fc.constantFrom(...KEYS),
        title: goodTexts(250),
        fields: fc.array(goodFields, { minLength: 1, maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map((definition) => ({
    ...definition,
    steps: definition.steps.map((step, s) => ({
      ...step,
      fields: step.fields.map((field, f) => ({ ...field, id: `stap-${s}-veld-${f}` })),
    })),
  }));

/** Valid wizards with one part drawn from anything: one problem at a time, where a form makes them. */
const nearlyValidDefinitions: fc.Arbitrary<WizardDefinition> = fc
  .tuple(validDefinitions, definitions, fc.nat())
  .map(([good, bad, pick]) => {
    const key = (['name', 'target', 'steps'] as const)[pick % 3] as keyof WizardDefinition;
    return { ...good, [key]: bad[key] };
  });

/** The body the portal sends for a wizard: its definition, with the target as two fields. */
const bodyOf = (definition: WizardDefinition) => ({
  name: definition.name,
  relatedType: definition.target.relatedType,
  dossierType: definition.target.relatedType === 'dossier' ? definition.target.dossierType : null,
  steps: definition.steps,
});

/** The domain's word for each of the back office's verdicts (it calls too many steps or fields invalid). */
const inDomainTerms = (verdict: DefinitionVerdict) => (verdict === 'too-many' ? 'invalid' : verdict);

describe('the domain and the demo backend agree on wizards', () => {
  it('property: the backend judges every answer to every field as answerProblem does', () => {
    fc.assert(
      fc.property(
        fields.chain((field) => fc.tuple(fc.constant(field), answersFor(field))),
        ([field, value]) => {
          expect(answerVerdict(stored(field), value)).toBe(answerProblem(field, value));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('property: the backend holds a text field to each format rule as answerProblem does', () => {
    const textFields = fc.record({
      id: fc.constant('f1'),
      kind: fc.constant('text' as const),
      label: fc.constant({ nl: 'Naam', en: 'Name' }),
      help: fc.constant({ nl: '', en: '' }),
      required: fc.boolean(),
      rule: fc.constantFrom(null, ...WIZARD_RULES),
      options: fc.constant([]),
    });
    fc.assert(
      fc.property(
        textFields.chain((field) => fc.tuple(fc.constant(field), answersFor(field))),
        ([field, value]) => {
          expect(answerVerdict(stored(field), value)).toBe(answerProblem(field, value));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('property: the backend finds the problems of a wizard at the paths definitionProblems names', () => {
    fc.assert(
      fc.property(fc.oneof(definitions, validDefinitions, nearlyValidDefinitions), (definition) => {
        const { verdicts, definition: accepted } = readDefinition(structuredClone(bodyOf(definition)));
        const backend = Object.fromEntries(
          Object.entries(verdicts).map(([path, verdict]) => [path, inDomainTerms(verdict)]),
        );
        const domain = definitionProblems(definition);
        expect(backend).toEqual(domain);
        expect(accepted === null).toBe(Object.keys(domain).length > 0);
      }),
      { numRuns: 1500 },
    );
  });

  it('property: a wizard the domain accepts is stored as sent, its texts trimmed', () => {
    fc.assert(
      fc.property(validDefinitions, (definition) => {
        expect(definitionProblems(definition)).toEqual({});
        const trim = (text: Bilingual) => ({ nl: text.nl.trim(), en: text.en.trim() });
        const { definition: accepted } = readDefinition(structuredClone(bodyOf(definition)));
        expect(accepted).toEqual({
          ...bodyOf(definition),
          name: trim(definition.name),
          steps: definition.steps.map((step) => ({
            ...step,
            title: trim(step.title),
            fields: step.fields.map((field) => ({
              ...field,
              label: trim(field.label),
              help: trim(field.help),
              options: field.options.map((option) => ({ ...option, label: trim(option.label) })),
            })),
          })),
        });
      }),
      { numRuns: 300 },
    );
  });

  it('property: completing a step over HTTP refuses exactly the fields stepProblems names', async () => {
    const caseManager = await signedIn('casemanager');
    const seeded = exactly(RunSchema, await caseManager.get(run('1'))).data;
    const step = seeded.wizard.steps[0] as WizardStep;
    const answers: fc.Arbitrary<Record<string, WizardValue | undefined>> = fc.record(
      Object.fromEntries(
        step.fields.map((field) => [field.id, fc.oneof(fc.constant(likelyGood(field)), answersFor(field))]),
      ),
      { requiredKeys: [] },
    );
    let current: WizardValues = seeded.values;
    const outcomes = new Set<number>();
    await fc.assert(
      fc.asyncProperty(answers, async (sent) => {
        const defined = Object.fromEntries(
          Object.entries(sent).filter((entry): entry is [string, WizardValue] => entry[1] !== undefined),
        );
        const answer = await send(caseManager, 'PATCH', run('1', 'complete-step'), {
          currentStep: 0,
          values: defined,
        });
        current = { ...current, ...defined };
        const expected = Object.keys(stepProblems(step, current)).map((id) => `values.${id}`);
        expect(answer.status).toBe(expected.length === 0 ? 200 : 422);
        outcomes.add(answer.status);
        expect(Object.keys(errorsOf(answer)).sort()).toEqual(expected.sort());
      }),
      { numRuns: 150 },
    );
    // Both verdicts were reached, or the property proved less than it says.
    expect([...outcomes].sort()).toEqual([200, 422]);
  });
});
