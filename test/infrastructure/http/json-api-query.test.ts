import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '../../../src/application/platform/list-query';
import { defaultPageSize } from '../../../src/application/platform/list-query';
import { decodeListQuery, encodeListQuery } from '../../../src/infrastructure/http/json-api-query';

const word = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_.]{0,11}$/);

describe('the list query style', () => {
  it('writes include, filter[x], sort with - for descending, and page', () => {
    const params = encodeListQuery({
      include: ['dossier', 'assignedUser'],
      filter: { status: 'open', filterByUser: true },
      sort: [
        { field: 'dueDate', direction: 'desc' },
        { field: 'title', direction: 'asc' },
      ],
      page: { number: 1, size: 100 },
    });
    expect(decodeURIComponent(params.toString())).toBe(
      'include=dossier,assignedUser&filter[status]=open&filter[filterByUser]=true&sort=-dueDate,title&page[number]=1&page[size]=100',
    );
  });

  it('reads back what it writes', () => {
    const query = fc.record({
      include: fc.array(word, { maxLength: 4 }),
      filter: fc.dictionary(
        word,
        fc.string({ minLength: 1 }).filter((s) => !s.includes(',')),
      ),
      sort: fc.uniqueArray(
        fc.record({ field: word, direction: fc.constantFrom('asc' as const, 'desc' as const) }),
        {
          selector: (key) => key.field,
          maxLength: 3,
        },
      ),
      page: fc.record({ number: fc.integer({ min: 1, max: 1000 }), size: fc.integer({ min: 1, max: 1000 }) }),
    });
    fc.assert(
      fc.property(query, (q: ListQuery & { include: string[]; filter: Record<string, string> }) => {
        const decoded = decodeListQuery(new URLSearchParams(encodeListQuery(q).toString()));
        expect(decoded).toEqual({ include: q.include, filter: q.filter, sort: q.sort, page: q.page });
      }),
    );
  });

  it('pages by 100 on a desktop and by 10 below 1024 px', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (width) => {
        expect(defaultPageSize(width)).toBe(width < 1024 ? 10 : 100);
      }),
    );
  });
});
