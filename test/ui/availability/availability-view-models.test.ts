// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createAreaContainer } from '../../../src/infrastructure/container/composition-root';
import { AvailabilityViewModels } from '../../../src/ui/screens/availability/availability-view-models';
import { ScheduleFormViewModel } from '../../../src/ui/screens/availability/schedule-form-view-model';

describe('the availability area’s view-model factories', () => {
  it('make every view-model from the container, a new one on each call, for the ids they are given', async () => {
    const factories = (await createAreaContainer('availability')).get<AvailabilityViewModels>(
      AvailabilityViewModels as never,
    );
    const made = [
      factories.scheduleList('user-1'),
      factories.scheduleForm('user-1', null),
      factories.scheduleForm('user-1', 'sch-1'),
      factories.personalDaysOff('user-1'),
      factories.personalDayOffForm('user-1', 'off-1'),
      factories.holidays(),
      factories.agendaSettings('user-1'),
    ];
    expect(made.every((vm) => typeof vm.attach === 'function')).toBe(true);
    expect(factories.holidays()).not.toBe(factories.holidays());
    const edit = made[2] as ScheduleFormViewModel;
    expect([edit.userId, edit.scheduleId, edit.exceptions?.scheduleId]).toEqual(['user-1', 'sch-1', 'sch-1']);
    expect((made[1] as ScheduleFormViewModel).exceptions).toBeNull();
  });
});
