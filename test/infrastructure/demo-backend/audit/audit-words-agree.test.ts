import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../../src/domain/audit/audit-entry';
import { AUDIT_ACTIONS as BACKEND_AUDIT_ACTIONS } from '../../../../src/infrastructure/demo-backend/platform/audit-log';

/**
 * The audit log's actions are written twice: in the domain (what the portal reads, filters on and
 * names) and in the demo backend (what it records). A filter the back office does not know, or a record
 * the portal cannot name, would show as nothing: the two lists hold the same actions.
 */
describe('the audit actions', () => {
  it('are the same in the domain and the demo backend', () => {
    expect([...BACKEND_AUDIT_ACTIONS].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});
