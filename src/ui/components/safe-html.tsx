import DOMPurify from 'dompurify';
import { type DefaultTreeAdapterTypes as Html, parseFragment, serialize } from 'parse5';

/**
 * The one place server HTML (an e-mail template, a rich-text note) becomes markup, with a narrow
 * profile: no scripts, styles, frames, forms or event handlers, and links only to http(s) and mailto,
 * opened without access to this page. A lint rule forbids dangerouslySetInnerHTML anywhere else.
 *
 * Two passes. First parse5, the HTML standard's parser written in JavaScript, reads the markup outside
 * the browser's DOM and writes back only the allowed elements and attributes: Chromium reports (and
 * refuses) an inline event handler under the page's Content-Security-Policy wherever its own parser
 * meets one, even in an inert document, a template or the Sanitizer API, so no handler may reach the
 * browser's parser at all. Then DOMPurify, with the same profile, checks what the browser parses.
 */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'lang', 'dir'];
const SAFE_LINK = /^(?:https?:|mailto:)/i;
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** Elements whose content is code, styling or another document: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
  'plaintext',
]);

type Parent = Html.DocumentFragment | Html.Element;

function isElement(node: Html.ChildNode): node is Html.Element {
  return 'tagName' in node;
}

function keptAttributes(element: Html.Element): Html.Element['attrs'] {
  return element.attrs.filter(({ name, value, namespace }) => {
    if (namespace || !ALLOWED_ATTR.includes(name)) return false;
    return name !== 'href' || SAFE_LINK.test(value.trim());
  });
}

/** Keeps text and allowed elements; unwraps any other element (its text stays) but the dropped ones. */
function filterChildren(parent: Parent): void {
  const kept: Html.ChildNode[] = [];
  for (const child of parent.childNodes) {
    if (child.nodeName === '#text') {
      kept.push(child);
      continue;
    }
    if (!isElement(child)) continue; // comments and doctypes
    if (child.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(child.tagName)) continue;
    filterChildren(child);
    if (ALLOWED_TAGS.includes(child.tagName)) {
      child.attrs = keptAttributes(child);
      kept.push(child);
    } else {
      for (const grandchild of child.childNodes) {
        grandchild.parentNode = parent;
        kept.push(grandchild);
      }
    }
  }
  parent.childNodes = kept;
}

/** The markup with only the allowed elements and attributes, read without the browser's parser. */
function allowedMarkup(html: string): string {
  const fragment = parseFragment(html);
  filterChildren(fragment);
  return serialize(fragment);
}

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_LINK.test(href.trim())) node.removeAttribute('href');
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(allowedMarkup(html), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // oxlint-disable-next-line react/no-danger -- the sanitizing component itself.
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
