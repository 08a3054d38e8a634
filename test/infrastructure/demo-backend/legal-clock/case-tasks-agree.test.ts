import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { casesOf } from '../../../../src/domain/legal-clock/absence-case';
import type { StepsDone } from '../../../../src/domain/legal-clock/poortwachter-steps';
import { caseSteps } from '../../../../src/domain/legal-clock/poortwachter-steps';
import { dutchWorkingDays } from '../../../../src/domain/legal-clock/step-duties';
import { TASK_OF_STEP } from '../../../../src/infrastructure/demo-backend/legal-clock/case-tasks';
import { addDays, amsterdamDate } from '../../../../src/infrastructure/demo-backend/platform/amsterdam-time';
import { ABSENCE_TYPES } from '../../../../src/infrastructure/demo-backend/people/people-scope';
import { AbsenceCaseSchema } from '../../../../src/infrastructure/legal-clock/absence-schemas';
import { demoClient } from '../demo-client';
import { healthyEmployee, sickReport } from './absence-client';

// The demo backend makes a case's tasks from the legal clock's rule (legal-clock/case-tasks.ts); here
// every deadline it gives a task meets the domain's (poortwachter-steps.ts), whatever the case went
// through: sick reports, recoveries and continued cases, with the clock moved on between them.

const V2 = '/api/external/v2';
const WORKING = dutchWorkingDays();

const report = (firstSickDay: string) =>
  sickReport(firstSickDay, { expectedDuration: 'unknown', handover: null });

/** One turn of a case: sick from some days back, the clock on, recovered some days back, the clock on. */
const aTurn = fc.record({
  sickBack: fc.integer({ min: 0, max: 14 }),
  sickFor: fc.integer({ min: 1, max: 200 }),
  recovers: fc.boolean(),
  healthyFor: fc.integer({ min: 1, max: 60 }),
});

describe('the tasks the demo backend makes from the legal clock’s rule', () => {
  it('carry the legal deadline the domain gives their step, and every step due or late has one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(aTurn, { minLength: 1, maxLength: 3 }), async (turns) => {
        const client = demoClient();
        await client.signIn('casemanager');
        const id = healthyEmployee(client);
        let days = 0;
        const moveOn = async (by: number) => {
          days += by;
          expect((await client.put('/api/__demo/clock', { days })).status).toBe(200);
        };
        for (const turn of turns) {
          const today = amsterdamDate(client.now() + days * 86_400_000);
          const sick = await client.post(
            `${V2}/employee/${id}/sick-reports`,
            report(addDays(today, -turn.sickBack)),
          );
          if (sick.status !== 201) continue;
          await moveOn(turn.sickFor);
          if (!turn.recovers) break;
          const recovered = await client.post(`${V2}/employee/${id}/recoveries`, {
            recoveredOn: amsterdamDate(client.now() + days * 86_400_000),
            kind: 'full',
            percentage: null,
          });
          expect(recovered.status).toBe(200);
          await moveOn(turn.healthyFor);
        }
        // A read settles the day, as any call does.
        await client.get(`${V2}/absence-cases`);
        const today = Temporal.PlainDate.from(amsterdamDate(client.now() + days * 86_400_000));
        const { state } = client.backend.store;
        for (const dossier of state.dossiers.filter(
          (known) => known.employeeId === id && ABSENCE_TYPES.has(known.type),
        )) {
          const file = v.parse(
            AbsenceCaseSchema,
            (await client.get(`${V2}/absence-cases/${dossier.id}`)).json,
          ).data;
          const absence = casesOf(
            file.spells.map((spell) => ({
              firstSickDay: Temporal.PlainDate.from(spell.firstSickDay),
              recoveredOn: spell.recoveredOn ? Temporal.PlainDate.from(spell.recoveredOn) : null,
            })),
          ).at(-1);
          if (!absence) continue;
          const done: StepsDone = {
            ...Object.fromEntries(
              Object.entries(file.stepsDone.steps).map(([step, on]) => [step, Temporal.PlainDate.from(on)]),
            ),
            evaluations: file.stepsDone.evaluations.map((on) => Temporal.PlainDate.from(on)),
          };
          const steps = caseSteps(absence, done, today, WORKING).filter((step) => TASK_OF_STEP[step.step]);
          const tasks = state.tasks.filter((task) => task.dossierId === dossier.id && task.poortwachter);
          for (const task of tasks) {
            const step = steps.find(
              (candidate) =>
                candidate.step === task.poortwachter?.step && candidate.round === task.poortwachter.round,
            );
            // A step the case no longer has (an evaluation its recovery came before) has no open task.
            if (!step) {
              expect(task.status).not.toBe('open');
              continue;
            }
            expect(task.poortwachter?.legalDeadline).toBe(step.deadline.toString());
            // A step the recovery made needless has no open task.
            if (step.state.kind === 'not-needed') expect(task.status).not.toBe('open');
          }
          if (dossier.status !== 'open') continue;
          for (const step of steps.filter(
            (known) => known.state.kind === 'due' || known.state.kind === 'late',
          ))
            expect(
              tasks.some(
                (task) => task.poortwachter?.step === step.step && task.poortwachter.round === step.round,
              ),
            ).toBe(true);
        }
      }),
      { numRuns: 12 },
    );
  });
});
