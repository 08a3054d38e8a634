import { describe, expect, it } from 'vitest';
import { seedState } from '../../../../src/infrastructure/demo-backend/demo-backend';
import { seedWizards } from '../../../../src/infrastructure/demo-backend/wizards/wizards-seed';
import { exactly, signedIn } from '../case-client';
import { START } from '../demo-client';
import { INITIALIZE, RunSchema, stateOf, WORKPLACE } from './wizards-client';

describe('the ids of wizard runs', () => {
  it('never hands a seeded run’s id out again, even when the seed could place only one of its runs', () => {
    const dossiers = seedState(START).dossiers.filter((dossier) => dossier.type !== 'illness');
    const part = seedWizards(START, dossiers);
    const seeded = part.wizardRuns.map((run) => Number(run.id));
    expect(seeded).toEqual([2]);
    expect(part.nextWizardRunId).toBeGreaterThan(Math.max(...seeded));
  });

  it('gives every new run an id no run had before', async () => {
    const caseManager = await signedIn('casemanager');
    const before = new Set(stateOf(caseManager).wizardRuns.map((run) => run.id));
    const made: string[] = [];
    for (const employee of stateOf(caseManager)
      .dossiers.slice(0, 3)
      .map((dossier) => dossier.employeeId)) {
      const started = await caseManager.post(INITIALIZE, {
        wizardUuid: WORKPLACE,
        relatedType: 'employee',
        relatedUuid: employee,
      });
      expect(started.status).toBe(201);
      made.push(exactly(RunSchema, started).data.id);
    }
    expect(new Set(made).size).toBe(made.length);
    expect(made.filter((id) => before.has(id))).toEqual([]);
  });
});
