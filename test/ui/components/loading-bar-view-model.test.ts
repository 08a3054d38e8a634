import { describe, expect, it } from 'vitest';
import { FakeScheduler } from '../../support/fake-scheduler';
import { LOADING_BAR, LoadingBarViewModel } from '../../../src/ui/components/loading-bar-view-model';

describe('the loading bar', () => {
  it('stays hidden for work shorter than the 200 ms throttle', () => {
    const clock = new FakeScheduler();
    const bar = new LoadingBarViewModel(clock);
    bar.setBusy(true);
    clock.advance(LOADING_BAR.throttleMs - 1);
    bar.setBusy(false);
    clock.advance(5000);
    expect(bar.visible).toBe(false);
    expect(bar.progress).toBe(0);
  });

  it('shows for longer work, fills, hides after 500 ms and resets 400 ms later', () => {
    const clock = new FakeScheduler();
    const bar = new LoadingBarViewModel(clock);
    bar.setBusy(true);
    clock.advance(LOADING_BAR.throttleMs);
    expect(bar.visible).toBe(true);
    expect(bar.progress).toBe(90);
    bar.setBusy(false);
    expect(bar.progress).toBe(100);
    clock.advance(LOADING_BAR.hideDelayMs - 1);
    expect(bar.visible).toBe(true);
    clock.advance(1);
    expect(bar.visible).toBe(false);
    expect(bar.progress).toBe(100);
    clock.advance(LOADING_BAR.resetDelayMs);
    expect(bar.progress).toBe(0);
  });

  it('leaves no timer running once detached', () => {
    const clock = new FakeScheduler();
    const bar = new LoadingBarViewModel(clock);
    const detach = bar.attach();
    bar.setBusy(true);
    detach();
    expect(clock.running).toBe(0);
  });
});
