import { makeAutoObservable, observableRef } from 'mobx';

/**
 * Which option of a combobox's list is highlighted and whether the list is open (WAI-ARIA 1.2
 * combobox, https://www.w3.org/WAI/ARIA/apg/patterns/combobox/): the focus stays in the text field and
 * its keys move the highlight. The highlight belongs to one list of options: when new options arrive
 * it starts again, and the list opens again unless the user closed it since they last typed.
 */
export class ListboxHighlight {
  private options: readonly unknown[] = [];
  private index = -1;
  private closed = false;

  constructor() {
    makeAutoObservable<ListboxHighlight, 'options' | 'index' | 'closed'>(
      this,
      { options: observableRef, index: true, closed: true },
      { autoBind: true },
    );
  }

  /** Whether the list of these options shows. */
  isOpen(options: readonly unknown[]): boolean {
    return options.length > 0 && !this.closed;
  }

  /** The highlighted option's place in these options, or -1. */
  activeIn(options: readonly unknown[]): number {
    return this.isOpen(options) && this.options === options ? this.index : -1;
  }

  /** Typing: the list may open again with what is found, nothing highlighted. */
  typed(): void {
    this.closed = false;
    this.index = -1;
  }

  /** Arrow down: opens the list, or moves to the next option (round to the first). */
  down(options: readonly unknown[]): void {
    this.moveTo(options, (current) => (current + 1) % options.length);
  }

  /** Arrow up: opens the list on the last option, or moves to the previous one (round to the last). */
  up(options: readonly unknown[]): void {
    this.moveTo(options, (current) => (current <= 0 ? options.length - 1 : current - 1));
  }

  /**
   * Home: the first option, while the user moves through the list; while they type (nothing
   * highlighted) Home stays the text field's own key and false says so.
   */
  first(options: readonly unknown[]): boolean {
    if (this.activeIn(options) < 0) return false;
    this.moveTo(options, () => 0);
    return true;
  }

  /** End: the last option, while the user moves through the list (as Home). */
  last(options: readonly unknown[]): boolean {
    if (this.activeIn(options) < 0) return false;
    this.moveTo(options, () => options.length - 1);
    return true;
  }

  /** Escape, leaving the field or a choice: the list closes until the user types or opens it again. */
  close(): void {
    this.closed = true;
    this.index = -1;
  }

  private moveTo(options: readonly unknown[], next: (current: number) => number): void {
    if (options.length === 0) return;
    const current = this.activeIn(options);
    this.options = options;
    this.closed = false;
    this.index = next(current);
  }
}
