// @vitest-environment jsdom
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { Clock } from '../../../src/application/platform/clock';
import { Notifier } from '../../../src/application/platform/notifier';
import { CompleteTask } from '../../../src/application/tasks/complete-task';
import { TaskGateway } from '../../../src/application/tasks/task-gateway';
import { portalModule } from '../../../src/infrastructure/container/binder';
import {
  allModules,
  areaModules,
  createContainer,
  EAGER_MODULES,
  LAZY_AREAS,
  LAZY_AREA_NAMES,
} from '../../../src/infrastructure/container/composition-root';
import { FrameViewModels } from '../../../src/ui/shell/frame-view-models';
import { ShellViewModel } from '../../../src/ui/shell/shell-view-model';

describe('the composition root', () => {
  it('resolves every binding of every module', async () => {
    const modules = await allModules();
    const container = createContainer(modules.filter((portal) => !EAGER_MODULES.includes(portal)));
    const bound = modules.flatMap((portal) => portal.bound);
    expect(bound.length).toBeGreaterThan(60);
    for (const id of bound) expect(() => container.get(id as never), String(id)).not.toThrow();
  });

  it('resolves the sign-in page with the eager modules alone', () => {
    const container = createContainer();
    for (const id of EAGER_MODULES.flatMap((portal) => portal.bound))
      expect(() => container.get(id as never), String(id)).not.toThrow();
  });

  it('leaves the signed-in frame out of the sign-in page, and loads it as an area of its own', async () => {
    const signIn = createContainer();
    expect(signIn.isBound(FrameViewModels as never)).toBe(false);
    expect(signIn.isBound(ShellViewModel as never)).toBe(false);
    const frame = createContainer(await areaModules('frame'));
    expect(frame.get<FrameViewModels>(FrameViewModels as never).shell()).toBeInstanceOf(ShellViewModel);
  });

  it('resolves every area with only the eager modules, its own and the gateways of the areas it needs', async () => {
    for (const name of LAZY_AREA_NAMES) {
      const modules = await areaModules(name);
      const container = createContainer(modules);
      for (const id of modules.flatMap((portal) => portal.bound))
        expect(() => container.get(id as never), `${name}: ${String(id)}`).not.toThrow();
      for (const token of LAZY_AREAS[name].viewModels)
        expect(container.get(token as never)).toBeTypeOf('object');
    }
  });

  it('hands out one instance of a singleton under its port and its own class alike', () => {
    const container = createContainer();
    const view = createContainer();
    expect(container.get(Clock as never)).toBe(container.get(Clock as never));
    expect(container.get(Clock as never)).not.toBe(view.get(Clock as never));
  });
});

describe('the binder', () => {
  it('types a factory from the tokens it lists, so swapped dependencies do not compile', () => {
    const made: unknown[] = [];
    const module = portalModule((b) => {
      b.value(Clock, { now: () => null as never, today: () => null as never });
      b.value(Notifier, { notify: (notice) => void made.push(notice) });
      b.value(TaskGateway, {} as TaskGateway);
      b.construct(CompleteTask, [TaskGateway, Clock, Notifier]);
      // @ts-expect-error the clock and the notifier are the wrong way round
      b.construct(CompleteTask, [TaskGateway, Notifier, Clock]);
      // @ts-expect-error a dependency is missing
      b.construct(CompleteTask, [TaskGateway, Clock]);
      b.factory(CompleteTask, [TaskGateway, Clock, Notifier], (tasks, clock, notifier) => {
        // @ts-expect-error the factory's parameters carry the tokens' types
        const wrong: Notifier = clock;
        void wrong;
        return new CompleteTask(tasks, clock, notifier);
      });
    });
    expect(module.bound).toHaveLength(0);
    const container = new Container();
    container.load(module.module);
    expect(module.bound).toContain(CompleteTask);
  });
});
