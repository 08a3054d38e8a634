// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { parseFragment } from 'parse5';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../../../src/ui/components/safe-html';

const SECURITY = resolve(import.meta.dirname, '../../fixtures/security');
const payloadFiles = ['xss-intruders.txt', 'xss-polyglots.txt', 'xss-rsnake.txt'].map((name) =>
  resolve(SECURITY, name),
);

/** Anything in sanitized markup that could run: scripts, handlers, script URLs, frames, styles. */
function dangers(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const element of doc.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (
      ['script', 'iframe', 'object', 'embed', 'style', 'link', 'meta', 'form', 'svg', 'math', 'img'].includes(
        tag,
      )
    ) {
      found.push(tag);
    }
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${tag}@${attribute.name}`);
      const urlAttribute = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background'].includes(
        attribute.name,
      );
      if (urlAttribute && /^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
        found.push(`${tag}@${attribute.name}=${attribute.value}`);
      }
      if (attribute.name === 'style') found.push(`${tag}@style`);
    }
  }
  return found;
}

/** Every attribute name in `html` as a standard HTML parser reads it, in any element. */
function attributeNames(html: string): string[] {
  const names: string[] = [];
  const walk = (node: { childNodes?: unknown[]; attrs?: { name: string }[] }) => {
    for (const { name } of node.attrs ?? []) names.push(name);
    for (const child of (node.childNodes ?? []) as (typeof node)[]) walk(child);
  };
  walk(parseFragment(html));
  return names;
}

/** What the sanitizer hands the browser's own HTML parser while `run` runs. */
function markupTheBrowserParses(run: () => void): string[] {
  const parsed: string[] = [];
  const original = DOMParser.prototype.parseFromString;
  const spy = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
    this: DOMParser,
    markup,
    type,
  ) {
    parsed.push(String(markup));
    return original.call(this, markup, type);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return parsed;
}

afterEach(() => vi.restoreAllMocks());

describe('the sanitizing component', () => {
  it('hands the browser’s parser no event handler, so the page’s policy never has one to refuse', () => {
    const payloads = payloadFiles.flatMap((file) => readFileSync(file, 'utf8').split('\n')).filter(Boolean);
    const parsed = markupTheBrowserParses(() => {
      for (const payload of payloads) sanitizeHtml(payload);
      sanitizeHtml('<p>Belde terug.<img src=x onerror="alert(1)"></p><svg onload="alert(2)"></svg>');
    });
    expect(parsed.length).toBeGreaterThan(100);
    const handlers = parsed.flatMap((markup) =>
      attributeNames(markup).filter((name) => name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
  });

  it('keeps the text of an element it leaves out, and drops a script with its content', () => {
    const html = sanitizeHtml('<div><font color="red">Hersteld</font> gemeld</div><script>alert(1)</script>');
    expect(html).toBe('Hersteld gemeld');
  });

  it('keeps ordinary formatting and safe links', () => {
    const html = sanitizeHtml(
      '<p>Beste <strong>Sanne</strong>, zie <a href="https://arbo.example/x">de link</a>.</p>',
    );
    expect(html).toContain('<strong>Sanne</strong>');
    expect(html).toContain('href="https://arbo.example/x"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('removes scripts, handlers and script links', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>',
    );
    expect(dangers(html)).toEqual([]);
    expect(html).not.toContain('alert');
  });

  it('leaves nothing that can run from any published XSS payload', () => {
    const payloads = payloadFiles.flatMap((file) => readFileSync(file, 'utf8').split('\n')).filter(Boolean);
    expect(payloads.length).toBeGreaterThan(200);
    const failures = payloads.filter((payload) => dangers(sanitizeHtml(payload)).length > 0);
    expect(failures).toEqual([]);
  });

  it('property: whatever markup arrives, nothing in the result can run', () => {
    const tag = fc.constantFrom('p', 'a', 'script', 'img', 'svg', 'iframe', 'div', 'style', 'b');
    const attribute = fc.constantFrom('onerror', 'onclick', 'href', 'src', 'style', 'title', 'onload');
    const value = fc.oneof(
      fc.constantFrom('javascript:alert(1)', ' JaVaScRiPt:x', 'data:text/html,x', 'https://ok.example'),
      fc.string(),
    );
    const element = fc
      .tuple(tag, attribute, value, fc.string())
      .map(
        ([name, attr, val, text]) => `<${name} ${attr}="${val.replaceAll('"', '&quot;')}">${text}</${name}>`,
      );
    fc.assert(
      fc.property(fc.array(element, { maxLength: 6 }), (parts) => {
        expect(dangers(sanitizeHtml(parts.join('')))).toEqual([]);
      }),
    );
  });
});
