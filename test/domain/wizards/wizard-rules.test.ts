import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WizardDefinition, WizardField, WizardFieldKind } from '../../../src/domain/wizards/wizard';
import { effectiveRule, RULES_OF_KIND, WIZARD_FIELD_KINDS } from '../../../src/domain/wizards/wizard';
import {
  answerProblem,
  definitionProblems,
  firstStepWithProblems,
  freshKey,
  moved,
  stepProblems,
} from '../../../src/domain/wizards/wizard-rules';

const both = (text: string) => ({ nl: text, en: text });
const field = (kind: WizardFieldKind, extra: Partial<WizardField> = {}): WizardField => ({
  id: 'f',
  kind,
  label: both('Veld'),
  help: both(''),
  required: false,
  rule: null,
  options:
    kind === 'choice' || kind === 'multiChoice'
      ? [
          { id: 'a', label: both('A') },
          { id: 'b', label: both('B') },
        ]
      : [],
  ...extra,
});

describe('the answer to a wizard field', () => {
  it('is required only when the field says so, and yes or no counts "no" as an answer', () => {
    expect(answerProblem(field('text', { required: true }), '  ')).toBe('required');
    expect(answerProblem(field('text'), '')).toBeNull();
    expect(answerProblem(field('yesNo', { required: true }), null)).toBe('required');
    expect(answerProblem(field('yesNo', { required: true }), false)).toBeNull();
    expect(answerProblem(field('multiChoice', { required: true }), [])).toBe('required');
  });

  it('is held to the rule of its kind: e-mail, phone or mobile, number, integer, date', () => {
    expect(answerProblem(field('email'), 'piet@')).toBe('email');
    expect(answerProblem(field('email'), 'piet@example.nl')).toBeNull();
    expect(answerProblem(field('phone'), '030-1234567')).toBeNull();
    expect(answerProblem(field('phone', { rule: 'mobile' }), '030-1234567')).toBe('mobile');
    expect(answerProblem(field('phone', { rule: 'mobile' }), '06 1234 5678')).toBeNull();
    expect(answerProblem(field('number'), '12,5')).toBeNull();
    expect(answerProblem(field('number'), 'twaalf')).toBe('numeric');
    expect(answerProblem(field('integer'), '12.5')).toBe('integer');
    expect(answerProblem(field('date'), '2026-02-30')).toBe('invalid');
    expect(answerProblem(field('date'), '2026-02-28')).toBeNull();
  });

  it('of a text field follows the rule chosen for it, alphabetic included', () => {
    expect(answerProblem(field('text', { rule: 'alpha' }), 'Jan-Willem de Vries')).toBeNull();
    expect(answerProblem(field('text', { rule: 'alpha' }), 'R2D2')).toBe('alpha');
    expect(answerProblem(field('text'), 'R2D2')).toBeNull();
  });

  it('of a choice is one of its options, and several choices hold no unknown or repeated option', () => {
    expect(answerProblem(field('choice'), 'a')).toBeNull();
    expect(answerProblem(field('choice'), 'z')).toBe('invalid');
    expect(answerProblem(field('multiChoice'), ['a', 'b'])).toBeNull();
    expect(answerProblem(field('multiChoice'), ['a', 'a'])).toBe('invalid');
    expect(answerProblem(field('text'), ['a'])).toBe('string');
  });

  it('of every kind implies the rule the kind stands for', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WIZARD_FIELD_KINDS),
        fc.constantFrom(null, ...RULES_OF_KIND.text),
        (kind, rule) => {
          const effective = effectiveRule({ kind, rule });
          if (effective !== null) expect(RULES_OF_KIND[kind]).toContain(effective);
          if (kind !== 'text' && RULES_OF_KIND[kind].length > 0) expect(effective).not.toBeNull();
        },
      ),
    );
  });
});

const stepOf = (fields: WizardField[]) => ({ id: 's', title: both('Stap'), fields });
const wizardOf = (steps: ReturnType<typeof stepOf>[]): WizardDefinition => ({
  name: both('Intake'),
  target: { relatedType: 'employee' },
  steps,
});

describe('a step and a wizard', () => {
  it('name the fields with problems, and the first step that keeps a wizard from being finished', () => {
    const email = field('email', { id: 'mail', required: true });
    const wizard = wizardOf([stepOf([field('text', { id: 'name' })]), stepOf([email])]);
    expect(stepProblems(wizard.steps[1]!, { mail: 'x' })).toEqual({ mail: 'email' });
    expect(firstStepWithProblems(wizard, { mail: 'x' })).toBe(1);
    expect(firstStepWithProblems(wizard, { mail: 'a@b.nl' })).toBeNull();
  });

  it('may be saved with a name, steps with titles, and labelled fields; a choice needs two options', () => {
    expect(definitionProblems(wizardOf([stepOf([field('choice')])]))).toEqual({});
    const broken = definitionProblems({
      ...wizardOf([stepOf([field('choice', { options: [{ id: 'a', label: both('A') }] })]), stepOf([])]),
      name: { nl: 'Intake', en: ' ' },
    });
    expect(broken).toEqual({
      'name.en': 'required',
      'steps.0.fields.0.options': 'too-few-options',
      'steps.1.fields': 'empty',
    });
    expect(definitionProblems(wizardOf([]))).toEqual({ steps: 'empty' });
  });

  it('refuses a field id used twice and a rule the kind cannot have', () => {
    const problems = definitionProblems(
      wizardOf([stepOf([field('text'), field('date', { rule: 'email' })])]),
    );
    expect(problems).toEqual({ 'steps.0.fields.1.id': 'duplicate', 'steps.0.fields.1.rule': 'invalid' });
  });
});

describe('the builder helpers', () => {
  it('move an item anywhere in a list, keeping every item once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 12 }),
        fc.nat(14),
        fc.integer({ min: -2, max: 14 }),
        (items, from, to) => {
          const result = moved(items, from, to);
          expect([...result].sort()).toEqual([...items].sort());
          if (from < items.length)
            expect(result[Math.max(0, Math.min(items.length - 1, to))]).toBe(items[from]);
        },
      ),
    );
  });

  it('make a key that is not taken yet', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }).map((n) => `field-${n}`)), (taken) => {
        expect(taken).not.toContain(freshKey('field', taken));
      }),
    );
  });
});
