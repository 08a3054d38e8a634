import { describe, expect, it } from 'vitest';
import type { GatewayFailure } from '../../../src/application/platform/gateway-failure';
import type { Result } from '../../../src/domain/shared/result';
import { fail, ok } from '../../../src/domain/shared/result';
import { EMPLOYEE_SEARCH_PAUSE_MS, EmployeeSearch } from '../../../src/ui/components/form/employee-search';
import { ListboxHighlight } from '../../../src/ui/components/form/listbox-highlight';
import { FakeScheduler } from '../../support/fake-scheduler';

interface Person {
  readonly id: string;
}
type Answer = Result<readonly Person[], GatewayFailure>;

/** A back office whose answers the test hands out one by one, in any order. */
class HeldBackOffice {
  readonly asked: { text: string; signal: AbortSignal; answer: (value: Answer) => void }[] = [];

  find = (text: string, signal: AbortSignal): Promise<Answer> =>
    new Promise((resolve) => this.asked.push({ text, signal, answer: resolve }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const scheduler = new FakeScheduler();
  const office = new HeldBackOffice();
  return { scheduler, office, search: new EmployeeSearch<Person>(office.find, scheduler) };
}

describe('the employee search', () => {
  it('asks once typing pauses, from two characters on, with the last text typed', () => {
    const { scheduler, office, search } = setUp();
    search.setText('j');
    scheduler.advance(1000);
    expect([office.asked.length, search.state]).toEqual([0, 'idle']);
    search.setText('ja');
    scheduler.advance(EMPLOYEE_SEARCH_PAUSE_MS - 1);
    search.setText('jan');
    scheduler.advance(EMPLOYEE_SEARCH_PAUSE_MS - 1);
    expect(office.asked).toEqual([]);
    scheduler.advance(1);
    expect(office.asked.map((call) => call.text)).toEqual(['jan']);
    expect(search.state).toBe('searching');
  });

  it('never lets an older answer replace a newer one, and cancels the older request', async () => {
    const { scheduler, office, search } = setUp();
    search.setText('jan');
    scheduler.advance(EMPLOYEE_SEARCH_PAUSE_MS);
    search.setText('jans');
    scheduler.advance(EMPLOYEE_SEARCH_PAUSE_MS);
    const [older, newer] = office.asked;
    expect(older?.signal.aborted).toBe(true);
    newer?.answer(ok([{ id: 'e-2' }]));
    older?.answer(ok([{ id: 'e-1' }]));
    await settle();
    expect([search.state, search.found]).toEqual(['done', [{ id: 'e-2' }]]);
  });

  it('says so when the search fails, and finds no one', async () => {
    const { scheduler, office, search } = setUp();
    search.setText('jan');
    scheduler.advance(EMPLOYEE_SEARCH_PAUSE_MS);
    office.asked[0]?.answer(fail({ kind: 'network', told: false }));
    await settle();
    expect([search.state, search.found]).toEqual(['failed', []]);
  });

  it('starts empty again after a choice, and leaves nothing running once stopped', () => {
    const { scheduler, office, search } = setUp();
    search.setText('jan');
    search.clear();
    expect([search.text, search.state, scheduler.running]).toEqual(['', 'idle', 0]);
    search.setText('piet');
    scheduler.advance(EMPLOYEE_SEARCH_PAUSE_MS);
    search.stop();
    expect([office.asked[0]?.signal.aborted, scheduler.running]).toEqual([true, 0]);
  });
});

describe('the highlight of a combobox list', () => {
  const options = ['a', 'b', 'c'];

  it('moves down and up round the list, and Home and End only while moving through it', () => {
    const highlight = new ListboxHighlight();
    expect(highlight.first(options)).toBe(false);
    highlight.down(options);
    expect(highlight.activeIn(options)).toBe(0);
    highlight.up(options);
    expect(highlight.activeIn(options)).toBe(2);
    highlight.down(options);
    expect(highlight.activeIn(options)).toBe(0);
    expect(highlight.last(options)).toBe(true);
    expect(highlight.activeIn(options)).toBe(2);
    expect(highlight.first(options)).toBe(true);
    expect(highlight.activeIn(options)).toBe(0);
  });

  it('starts again with new options, and stays closed after Escape until the user types', () => {
    const highlight = new ListboxHighlight();
    highlight.down(options);
    highlight.down(options);
    const newer = ['d', 'e'];
    expect([highlight.isOpen(newer), highlight.activeIn(newer)]).toEqual([true, -1]);
    highlight.close();
    expect(highlight.isOpen(newer)).toBe(false);
    highlight.typed();
    expect(highlight.isOpen(newer)).toBe(true);
    expect(highlight.isOpen([])).toBe(false);
  });
});
