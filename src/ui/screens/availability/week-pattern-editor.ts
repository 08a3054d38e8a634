import { makeAutoObservable, observableRef } from 'mobx';
import { Temporal } from 'temporal-polyfill';
import type { WeeklyBlock } from '../../../domain/availability/schedule';

/** ISO weekdays, Monday first (spec section 9: weeks start on Monday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Monday to Friday: where "copy to the working days" copies to. */
export const WORKING_DAYS = [1, 2, 3, 4, 5] as const;

/** A block as the editor holds it: a time may be missing while the user types it. */
export interface PatternBlock {
  /** Stable while the block lives, so its row and the focus stay with it. */
  readonly key: string;
  readonly weekday: number;
  readonly start: Temporal.PlainTime | null;
  readonly end: Temporal.PlainTime | null;
}

export type BlockProblem = 'required' | 'end-before-start' | 'overlap';

/** Where the keyboard focus goes after an action: a block's start time, or a day's add button. */
export type PatternFocus =
  { readonly kind: 'start'; readonly key: string } | { readonly kind: 'add'; readonly weekday: number };

const time = (hour: number, minute = 0) => Temporal.PlainTime.from({ hour, minute });
// Made on use, not at import: this module may load before the Temporal polyfill (see main.tsx).
const dayStart = () => time(9);
const dayEnd = () => time(17);
const lastMinute = () => time(23, 59);
/** A block added after another starts half an hour after it and lasts four hours (or till the day ends). */
const BREAK_MINUTES = 30;
const NEXT_BLOCK_MINUTES = 240;

const minutesOf = (value: Temporal.PlainTime) => value.hour * 60 + value.minute;
const timeAt = (minutes: number) =>
  minutes >= 24 * 60 - 1 ? lastMinute() : time(Math.floor(minutes / 60), minutes % 60);

const byStart = (a: PatternBlock, b: PatternBlock) =>
  a.weekday - b.weekday ||
  (a.start && b.start ? Temporal.PlainTime.compare(a.start, b.start) : a.start ? -1 : b.start ? 1 : 0);

const overlaps = (a: PatternBlock, b: PatternBlock) =>
  a.key !== b.key &&
  a.weekday === b.weekday &&
  a.start !== null &&
  a.end !== null &&
  b.start !== null &&
  b.end !== null &&
  Temporal.PlainTime.compare(a.start, b.end) < 0 &&
  Temporal.PlainTime.compare(b.start, a.end) < 0;

/**
 * The week pattern of a schedule: blocks of time on weekdays. Every action is a button or a time
 * field, so the editor works by keyboard alone; after adding or removing a block the focus goes where
 * the user's work continues (the new block's start, or the block before, or the day's add button),
 * and rows keep their place while times are typed, so nothing moves under the cursor.
 */
export class WeekPatternEditor {
  blocks: readonly PatternBlock[] = [];
  /** Asked for by the last action; the editor's component moves the focus and clears it. */
  focus: PatternFocus | null = null;
  private made = 0;

  /** `changed` runs after every change (the form forgets what it said about the blocks). */
  constructor(private readonly changed: () => void = () => {}) {
    makeAutoObservable<WeekPatternEditor, 'made' | 'changed'>(
      this,
      { blocks: observableRef, focus: observableRef, made: false, changed: false },
      { autoBind: true },
    );
  }

  /** Starts from a saved schedule's blocks, by weekday and start. */
  load(blocks: readonly WeeklyBlock[]): void {
    this.blocks = blocks
      .map((block) => ({ key: this.nextKey(), weekday: block.weekday, start: block.start, end: block.end }))
      .sort(byStart);
    this.focus = null;
  }

  blocksOf(weekday: number): readonly PatternBlock[] {
    return this.blocks.filter((block) => block.weekday === weekday);
  }

  /**
   * Adds a block to a day: 09:00 to 17:00 on an empty day, else after the day's last block (half an
   * hour later, four hours long); the focus goes to its start.
   */
  addBlock(weekday: number): string {
    const ends = this.blocksOf(weekday)
      .map((block) => block.end)
      .filter((end): end is Temporal.PlainTime => end !== null);
    let start: Temporal.PlainTime | null = dayStart();
    let end: Temporal.PlainTime | null = dayEnd();
    if (this.blocksOf(weekday).length > 0) {
      const latest = Math.max(0, ...ends.map(minutesOf));
      const from = latest + BREAK_MINUTES;
      // Too late in the day for another block: the user types its times.
      start = from < 23 * 60 ? timeAt(from) : null;
      end = start ? timeAt(Math.min(from + NEXT_BLOCK_MINUTES, 24 * 60)) : null;
    }
    const block: PatternBlock = { key: this.nextKey(), weekday, start, end };
    this.blocks = [...this.blocks, block];
    this.focus = { kind: 'start', key: block.key };
    this.changed();
    return block.key;
  }

  /** Removes a block; the focus goes to the block before it that day, else to the day's add button. */
  removeBlock(key: string): void {
    const block = this.blocks.find((candidate) => candidate.key === key);
    if (!block) return;
    const day = this.blocksOf(block.weekday);
    const before = day[day.indexOf(block) - 1] ?? day[day.indexOf(block) + 1] ?? null;
    this.blocks = this.blocks.filter((candidate) => candidate.key !== key);
    this.focus = before ? { kind: 'start', key: before.key } : { kind: 'add', weekday: block.weekday };
    this.changed();
  }

  setStart(key: string, start: Temporal.PlainTime | null): void {
    this.change(key, { start });
  }

  setEnd(key: string, end: Temporal.PlainTime | null): void {
    this.change(key, { end });
  }

  /** Gives each of `to` the blocks of `from` (replacing theirs); an empty `from` empties them. */
  copyDay(from: number, to: readonly number[]): void {
    const source = this.blocksOf(from);
    const targets = new Set(to.filter((weekday) => weekday !== from));
    const copies = [...targets].flatMap((weekday) =>
      source.map((block) => ({ ...block, key: this.nextKey(), weekday })),
    );
    this.blocks = [...this.blocks.filter((block) => !targets.has(block.weekday)), ...copies].sort(byStart);
    this.changed();
  }

  /** The component moved the focus. */
  focusHandled(): void {
    this.focus = null;
  }

  problemOf(key: string): BlockProblem | null {
    const block = this.blocks.find((candidate) => candidate.key === key);
    if (!block) return null;
    if (!block.start || !block.end) return 'required';
    if (Temporal.PlainTime.compare(block.start, block.end) >= 0) return 'end-before-start';
    return this.blocks.some((other) => overlaps(block, other)) ? 'overlap' : null;
  }

  /** The first block another block overlaps, to name it. */
  overlapOf(key: string): PatternBlock | null {
    const block = this.blocks.find((candidate) => candidate.key === key);
    return block ? (this.blocks.find((other) => overlaps(block, other)) ?? null) : null;
  }

  /** Whether every block has both times, in order, and none overlaps another. */
  get sound(): boolean {
    return this.blocks.every((block) => this.problemOf(block.key) === null);
  }

  /** The blocks that have both times, as the schedule holds them. */
  get weeklyBlocks(): readonly WeeklyBlock[] {
    return this.blocks.flatMap((block) =>
      block.start && block.end ? [{ weekday: block.weekday, start: block.start, end: block.end }] : [],
    );
  }

  /** The sound blocks only: what the preview can show while the user is still typing. */
  get soundBlocks(): readonly WeeklyBlock[] {
    return this.blocks.flatMap((block) =>
      block.start && block.end && this.problemOf(block.key) === null
        ? [{ weekday: block.weekday, start: block.start, end: block.end }]
        : [],
    );
  }

  /** Minutes a week the sound blocks cover. */
  get minutesPerWeek(): number {
    return this.soundBlocks.reduce((sum, block) => sum + minutesOf(block.end) - minutesOf(block.start), 0);
  }

  private change(key: string, changes: Partial<Pick<PatternBlock, 'start' | 'end'>>): void {
    this.blocks = this.blocks.map((block) => (block.key === key ? { ...block, ...changes } : block));
    this.changed();
  }

  private nextKey(): string {
    this.made += 1;
    return `block-${this.made}`;
  }
}
