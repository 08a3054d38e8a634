import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every button variant of the shared stylesheet, in every state a pointer or keyboard gives it and in
 * every theme, keeps its text at WCAG 2.2 AA (1.4.3, 4.5:1) and its focus ring at 3:1 (1.4.11, 2.4.13)
 * on what is around it. The colours are read from the stylesheet itself, so a new rule that breaks a
 * state fails here; axe cannot see :hover or :active.
 */

const CSS = readFileSync(join(__dirname, '../../../src/ui/styles/portal.css'), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

interface Rule {
  readonly selectors: readonly string[];
  readonly declarations: ReadonlyMap<string, string>;
  readonly order: number;
}

/** The stylesheet's top-level rules; what sits inside an at-rule (a phone's layout) is left out. */
function topLevelRules(css: string): Rule[] {
  const rules: Rule[] = [];
  let depth = 0;
  let start = 0;
  let prelude = '';
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') {
      if (depth === 0) prelude = css.slice(start, index).trim();
      depth += 1;
      start = index + 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        if (!prelude.startsWith('@')) {
          const declarations = new Map<string, string>();
          for (const part of css.slice(start, index).split(';')) {
            const colon = part.indexOf(':');
            if (colon > 0) declarations.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
          }
          const selectors = prelude.split(',').map((selector) => selector.trim());
          rules.push({ selectors, declarations, order: rules.length });
        }
        prelude = '';
      }
      start = index + 1;
    }
  }
  return rules;
}

const RULES = topLevelRules(CSS);

const varsOf = (selector: string) =>
  Object.fromEntries(
    RULES.filter((rule) => rule.selectors.includes(selector)).flatMap((rule) =>
      [...rule.declarations].filter(([name]) => name.startsWith('--')),
    ),
  );

const ROOT = varsOf(':root');
const THEMES = [...CSS.matchAll(/\[data-theme='([a-z-]+)'\]/g)].map((match) => match[1] ?? '');

function resolve(value: string, vars: Readonly<Record<string, string>>): string {
  return value.replace(/var\((--[a-z-]+)\)/g, (_, name: string) => resolve(vars[name] ?? '', vars));
}

function rgb(colour: string): readonly [number, number, number] {
  const hex = /#([0-9a-f]{6}|[0-9a-f]{3})\b/i.exec(colour)?.[1];
  if (!hex) throw new Error(`not a colour: ${colour}`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as [number, number, number];
}

function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type State = 'rest' | 'hover' | 'active' | 'focus-visible';

/** `.button--small.button--danger:hover` as its classes and its state. */
const BUTTON_SELECTOR = /^((?:\.button(?:--[a-z-]+)?)+)(?::(hover|active|focus-visible))?$/;

const buttonRules = RULES.flatMap((rule) =>
  rule.selectors.flatMap((selector) => {
    const match = BUTTON_SELECTOR.exec(selector);
    if (!match) return [];
    const classes = (match[1] ?? '').split('.').filter(Boolean);
    const state = (match[2] ?? 'rest') as State;
    return [{ classes, state, rule, specificity: classes.length + (state === 'rest' ? 0 : 1) }];
  }),
);

/** Pressing happens under the pointer, so a pressed button has its hover rules too. */
const STATES_IN: Record<State, readonly State[]> = {
  rest: ['rest'],
  hover: ['rest', 'hover'],
  active: ['rest', 'hover', 'active'],
  'focus-visible': ['rest', 'focus-visible'],
};

/** Chromium's own button colours, which a button without a colour rule of its own keeps. */
const BROWSER = { background: '#efefef', color: '#000000' };

/** A button's text and background colour in a state, the cascade done as the browser does it. */
function coloursOf(classes: readonly string[], state: State, vars: Record<string, string>) {
  const applying = buttonRules
    .filter((entry) => entry.classes.every((name) => classes.includes(name)))
    .filter((entry) => STATES_IN[state].includes(entry.state))
    .sort((a, b) => a.specificity - b.specificity || a.rule.order - b.rule.order);
  let background: string | null = BROWSER.background;
  let color = BROWSER.color;
  for (const { rule } of applying) {
    const fill = rule.declarations.get('background') ?? rule.declarations.get('background-color');
    if (fill !== undefined) {
      const value = resolve(fill, vars);
      background = /^(none|transparent)$/.test(value) ? null : value;
    }
    const text = rule.declarations.get('color');
    if (text !== undefined) color = resolve(text, vars);
  }
  return { background, color };
}

/** Every combination of variants a screen uses: `className="button button--small button--danger"`. */
function combinationsInUse(): string[][] {
  const found = new Set<string>();
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.tsx')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/["'`]button((?: button--[a-z-]+)*)["'`]/g)) {
          found.add(['button', ...(match[1] ?? '').trim().split(/\s+/).filter(Boolean)].sort().join(' '));
        }
      }
    }
  };
  walk(join(__dirname, '../../../src/ui'));
  return [...found].map((combination) => combination.split(' '));
}

const COMBINATIONS = combinationsInUse();
const PAGE_BACKGROUNDS = ['--color-surface', '--color-background'] as const;

describe('button contrast in every state and theme', () => {
  it('finds the themes, the variants and their combinations', () => {
    expect(THEMES).toEqual(expect.arrayContaining(['standard', 'deep-navy', 'crimson', 'magenta']));
    const names = COMBINATIONS.map((combination) => combination.join(' '));
    expect(names).toEqual(
      expect.arrayContaining(['button button--primary', 'button button--danger button--small']),
    );
  });

  for (const theme of THEMES) {
    const vars = { ...ROOT, ...varsOf(`[data-theme='${theme}']`) };
    it(`keeps every button's text at 4.5:1 or more in the ${theme} theme`, () => {
      const failing: string[] = [];
      for (const classes of COMBINATIONS) {
        for (const state of ['rest', 'hover', 'active', 'focus-visible'] as const) {
          const { background, color } = coloursOf(classes, state, vars);
          const behind = background
            ? [background]
            : PAGE_BACKGROUNDS.map((name) => resolve(vars[name] ?? '', vars));
          for (const fill of behind) {
            const ratio = contrast(color, fill);
            if (ratio < 4.5)
              failing.push(`${classes.join('.')}:${state} ${color} on ${fill}: ${ratio.toFixed(2)}`);
          }
        }
      }
      expect(failing).toEqual([]);
    });

    it(`shows a button's focus ring at 3:1 or more around it in the ${theme} theme`, () => {
      const ring = RULES.find((rule) => rule.selectors.includes(':focus-visible'));
      const outline = resolve(ring?.declarations.get('outline') ?? '', vars);
      const halo = resolve(ring?.declarations.get('box-shadow') ?? '', vars);
      // The dark ring sits between the yellow halo's bands: each tells itself from the other...
      expect(contrast(outline, halo)).toBeGreaterThanOrEqual(3);
      // ...and one of them from the page, and from the coloured header, whatever the theme.
      for (const around of [...PAGE_BACKGROUNDS, '--color-primary'].map((name) =>
        resolve(`var(${name})`, vars),
      )) {
        expect(Math.max(contrast(outline, around), contrast(halo, around))).toBeGreaterThanOrEqual(3);
      }
      // A button that draws a ring of its own draws one that shows on the light page and toolbars.
      for (const rule of RULES.filter((each) =>
        each.selectors.some((s) => /button.*:focus-visible/.test(s)),
      )) {
        const own = rule.declarations.get('outline');
        if (!own || own === 'none') continue;
        for (const around of PAGE_BACKGROUNDS.map((name) => resolve(`var(${name})`, vars))) {
          expect(contrast(resolve(own, vars), around), rule.selectors.join(', ')).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }

  it('fails a small delete button whose hover is blue text on dark red, as it once was', () => {
    const vars = { ...ROOT, ...varsOf("[data-theme='standard']") };
    expect(contrast(resolve('var(--color-primary-strong)', vars), '#8a0019')).toBeLessThan(4.5);
    const { background, color } = coloursOf(['button', 'button--danger', 'button--small'], 'hover', vars);
    expect(contrast(color, background ?? '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
