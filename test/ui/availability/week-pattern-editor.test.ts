import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { WeekPatternEditor, WORKING_DAYS } from '../../../src/ui/screens/availability/week-pattern-editor';

const time = (text: string) => Temporal.PlainTime.from(text);
const spans = (editor: WeekPatternEditor, weekday: number) =>
  editor
    .blocksOf(weekday)
    .map((block) => `${block.start?.toString().slice(0, 5)}-${block.end?.toString().slice(0, 5)}`);

describe('the week-pattern editor', () => {
  it('adds a working day to an empty day and the next block after the last, and the focus goes to the new start', () => {
    let changes = 0;
    const editor = new WeekPatternEditor(() => (changes += 1));
    const first = editor.addBlock(1);
    expect(spans(editor, 1)).toEqual(['09:00-17:00']);
    expect(editor.focus).toEqual({ kind: 'start', key: first });
    editor.focusHandled();
    const second = editor.addBlock(1);
    expect(spans(editor, 1)).toEqual(['09:00-17:00', '17:30-21:30']);
    expect(editor.focus).toEqual({ kind: 'start', key: second });
    expect(changes).toBe(2);
  });

  it('leaves the times of a block added late in the day to the user, and calls the pattern unsound until they are typed', () => {
    const editor = new WeekPatternEditor();
    const first = editor.addBlock(2);
    editor.setEnd(first, time('22:45'));
    const late = editor.addBlock(2);
    expect(editor.problemOf(late)).toBe('required');
    expect(editor.sound).toBe(false);
    editor.setStart(late, time('23:00'));
    editor.setEnd(late, time('23:30'));
    expect(editor.sound).toBe(true);
  });

  it('sends the focus to the block before a removed one, else to the day’s add button', () => {
    const editor = new WeekPatternEditor();
    const first = editor.addBlock(3);
    const second = editor.addBlock(3);
    editor.removeBlock(second);
    expect(editor.focus).toEqual({ kind: 'start', key: first });
    editor.removeBlock(first);
    expect(editor.focus).toEqual({ kind: 'add', weekday: 3 });
    expect(editor.blocks).toEqual([]);
  });

  it('copies Monday to the other working days in one go, replacing what they had', () => {
    const editor = new WeekPatternEditor();
    editor.addBlock(1);
    const wednesday = editor.addBlock(3);
    editor.setStart(wednesday, time('07:00'));
    editor.addBlock(6);
    editor.copyDay(1, WORKING_DAYS);
    for (const weekday of WORKING_DAYS) expect(spans(editor, weekday)).toEqual(['09:00-17:00']);
    expect(spans(editor, 6)).toEqual(['09:00-17:00']);
    expect(new Set(editor.blocks.map((block) => block.key)).size).toBe(editor.blocks.length);
    expect(editor.minutesPerWeek).toBe(6 * 8 * 60);
  });

  it('names a block that ends before it starts or overlaps another, and keeps both out of the preview', () => {
    const editor = new WeekPatternEditor();
    const morning = editor.addBlock(4);
    const afternoon = editor.addBlock(4);
    editor.setStart(afternoon, time('16:00'));
    expect(editor.problemOf(afternoon)).toBe('overlap');
    expect(editor.overlapOf(afternoon)?.key).toBe(morning);
    editor.setEnd(morning, time('08:00'));
    expect(editor.problemOf(morning)).toBe('end-before-start');
    expect(editor.soundBlocks.map((block) => block.start.toString())).toEqual(['16:00:00']);
    expect(editor.weeklyBlocks).toHaveLength(2);
  });

  it('starts from a saved pattern by weekday and start, each block with a key of its own', () => {
    const editor = new WeekPatternEditor();
    editor.load([
      { weekday: 5, start: time('13:00'), end: time('17:00') },
      { weekday: 2, start: time('09:00'), end: time('12:00') },
      { weekday: 5, start: time('08:00'), end: time('12:00') },
    ]);
    expect(editor.blocks.map((block) => `${block.weekday} ${block.start?.hour}`)).toEqual([
      '2 9',
      '5 8',
      '5 13',
    ]);
    expect(editor.focus).toBeNull();
  });
});
