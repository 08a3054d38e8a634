import type { ReactNode } from 'react';
import { isValidElement } from 'react';
import type { DataColumn } from './data-table-types';

/** Elements whose text a reader does not take in: markers for the eye only, and line breaks (a comma). */
function elementText(type: unknown, props: Readonly<Record<string, unknown>>): string {
  if (props['aria-hidden'] === true || props['aria-hidden'] === 'true') return '';
  if (type === 'br') return ', ';
  if (typeof type === 'function') {
    // A component that only arranges its props (a badge) gives its text; one that needs React to run does not.
    try {
      return nodeText((type as (props: unknown) => ReactNode)(props));
    } catch {
      return '';
    }
  }
  // An element of the page, or a wrapped component (a link): the text of its children.
  return nodeText(props['children'] as ReactNode);
}

/**
 * The text a cell shows, as a screen reader would read it, without the markup. Elements side by side
 * (a date and a badge) are kept apart by a space, as the page lays them out apart.
 */
export function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node))
    return node
      .map((child: ReactNode) => (isValidElement(child) ? ` ${nodeText(child)} ` : nodeText(child)))
      .join('');
  if (isValidElement(node)) return elementText(node.type, node.props as Record<string, unknown>);
  return '';
}

/** A column's cell of a row as one line of plain text, for an export. */
export function cellText<R>(column: DataColumn<R>, row: R): string {
  const text = column.text ? column.text(row) : nodeText(column.cell(row));
  return text
    .replace(/\s+/g, ' ')
    .replace(/ ,/g, ',')
    .replace(/(^[\s,]+)|([\s,]+$)/g, '')
    .replace(/,(\s*,)+/g, ',');
}
