import { describe, expect, it } from 'vitest';
import { LOADING_BAR, LoadingBarViewModel } from '../../../src/ui/components/loading-bar-view-model';

/** A hand-driven clock for the bar's timers. */
function manualSchedule() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 0;
  const schedule = (run: () => void, ms: number) => {
    const id = next++;
    timers.push({ at: now + ms, run, id });
    return () => {
      timers = timers.filter((timer) => timer.id !== id);
    };
  };
  const advance = (ms: number) => {
    now += ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer.id !== due.id);
      due.run();
    }
  };
  return { schedule, advance, pending: () => timers.length };
}

describe('the loading bar', () => {
  it('stays hidden for work shorter than the 200 ms throttle', () => {
    const clock = manualSchedule();
    const bar = new LoadingBarViewModel(clock.schedule);
    bar.setBusy(true);
    clock.advance(LOADING_BAR.throttleMs - 1);
    bar.setBusy(false);
    clock.advance(5000);
    expect(bar.visible).toBe(false);
    expect(bar.progress).toBe(0);
  });

  it('shows for longer work, fills, hides after 500 ms and resets 400 ms later', () => {
    const clock = manualSchedule();
    const bar = new LoadingBarViewModel(clock.schedule);
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

  it('leaves no timer running once disposed', () => {
    const clock = manualSchedule();
    const bar = new LoadingBarViewModel(clock.schedule);
    bar.setBusy(true);
    bar.dispose();
    expect(clock.pending()).toBe(0);
  });
});
