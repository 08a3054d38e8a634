import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKeptLayout, MAX_HIDDEN_COLUMNS } from '../../../src/domain/account/user-preferences';
import { checkPreferences } from '../../../src/infrastructure/demo-backend/access/preference-rules';

const columnId = fc.oneof(
  fc.constantFrom('employer', 'dossierType', 'assignedUser', 'team', ' ', ''),
  fc.string({ maxLength: 70 }),
);

describe('the table layout rule of the domain and of the demo backend', () => {
  it('property: the back office keeps exactly the table layouts the portal judges keepable', () => {
    fc.assert(
      fc.property(
        fc.array(columnId, { maxLength: MAX_HIDDEN_COLUMNS + 5 }),
        fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 1200 })),
        (hiddenColumns, pageSize) => {
          const backOffice = checkPreferences({
            tables: { tasks: { hidden_columns: hiddenColumns, page_size: pageSize } },
          });
          expect(backOffice.ok).toBe(isKeptLayout({ hiddenColumns, pageSize }));
        },
      ),
    );
  });

  it('keeps a language the portal offers and refuses any other', () => {
    expect(checkPreferences({ language: 'en' }).ok).toBe(true);
    expect(checkPreferences({ language: null }).ok).toBe(true);
    expect(checkPreferences({ language: 'de' }).ok).toBe(false);
    expect(checkPreferences({ tables: { somewhere: { hidden_columns: [] } } }).ok).toBe(false);
  });
});
