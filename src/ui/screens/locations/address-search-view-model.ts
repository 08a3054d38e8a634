import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FindAddress } from '../../../application/locations/find-address';
import { ADDRESS_QUERY_MIN } from '../../../application/locations/find-address';
import type { AddressDetails, AddressSuggestion } from '../../../application/locations/location-gateway';
import type { Scheduler } from '../../../application/platform/scheduler';

/** How long typing must pause before the lookup is asked. */
export const ADDRESS_PAUSE_MS = 250;

export type AddressSearchStatus = 'idle' | 'searching' | 'failed' | 'filling';

/**
 * The address combobox: suggestions while typing (after a pause; a newer search cancels the older,
 * so an older answer never replaces a newer one), a highlighted option moved with the arrow keys,
 * and the chosen address handed to the form, whose fields stay editable.
 */
export class AddressSearchViewModel {
  text = '';
  suggestions: readonly AddressSuggestion[] = [];
  /** The highlighted option, or -1. */
  activeIndex = -1;
  expanded = false;
  status: AddressSearchStatus = 'idle';
  /** The address last filled in, for the confirmation next to the field. */
  chosen: string | null = null;

  private pending: (() => void) | null = null;
  private running: AbortController | null = null;

  constructor(
    private readonly findAddress: FindAddress,
    private readonly scheduler: Pick<Scheduler, 'after'>,
    private readonly onChosen: (details: AddressDetails) => void,
  ) {
    makeAutoObservable<
      AddressSearchViewModel,
      'findAddress' | 'scheduler' | 'onChosen' | 'pending' | 'running'
    >(
      this,
      {
        suggestions: observableRef,
        findAddress: false,
        scheduler: false,
        onChosen: false,
        pending: false,
        running: false,
      },
      { autoBind: true },
    );
  }

  /** The id of the highlighted option, for aria-activedescendant. */
  optionId(index: number): string {
    return `address-option-${index}`;
  }

  get activeOptionId(): string | undefined {
    return this.expanded && this.activeIndex >= 0 ? this.optionId(this.activeIndex) : undefined;
  }

  get tooShort(): boolean {
    return this.text.trim().length < ADDRESS_QUERY_MIN;
  }

  setText(text: string): void {
    this.text = text;
    this.activeIndex = -1;
    this.chosen = null;
    this.stop();
    if (this.tooShort) {
      this.suggestions = [];
      this.expanded = false;
      this.status = 'idle';
      return;
    }
    this.status = 'searching';
    this.pending = this.scheduler.after(ADDRESS_PAUSE_MS, () => {
      this.pending = null;
      void this.search(text);
    });
  }

  /** Arrow down: opens the list, or moves to the next option (round to the first). */
  moveDown(): void {
    if (this.suggestions.length === 0) return;
    if (!this.expanded) {
      this.expanded = true;
      this.activeIndex = 0;
      return;
    }
    this.activeIndex = (this.activeIndex + 1) % this.suggestions.length;
  }

  /** Arrow up: the previous option (round to the last). */
  moveUp(): void {
    if (this.suggestions.length === 0) return;
    this.expanded = true;
    this.activeIndex = this.activeIndex <= 0 ? this.suggestions.length - 1 : this.activeIndex - 1;
  }

  /** Escape, or leaving the field: the list closes, the text stays. */
  collapse(): void {
    this.expanded = false;
    this.activeIndex = -1;
  }

  /** Enter: takes the highlighted option; false when there is none (the form may submit). */
  chooseActive(): boolean {
    const suggestion = this.expanded ? this.suggestions[this.activeIndex] : undefined;
    if (!suggestion) return false;
    void this.choose(suggestion);
    return true;
  }

  /** Fills the form with the suggestion's address and coordinates. */
  async choose(suggestion: AddressSuggestion): Promise<void> {
    this.stop();
    this.text = suggestion.description;
    this.collapse();
    this.status = 'filling';
    const controller = new AbortController();
    this.running = controller;
    const answer = await this.findAddress.details(suggestion.placeId, controller.signal);
    if (controller.signal.aborted || this.running !== controller) return;
    runInAction(() => {
      this.running = null;
      if (!answer.ok) {
        this.status = 'failed';
        return;
      }
      this.status = 'idle';
      this.chosen = suggestion.description;
      this.onChosen(answer.value);
    });
  }

  /** Stops the pause and the request on their way (the screen went, or newer typing came). */
  stop(): void {
    this.pending?.();
    this.pending = null;
    this.running?.abort();
    this.running = null;
  }

  private async search(text: string): Promise<void> {
    const controller = new AbortController();
    this.running = controller;
    const answer = await this.findAddress.suggestions(text, controller.signal);
    if (controller.signal.aborted || this.running !== controller) return;
    runInAction(() => {
      this.running = null;
      this.activeIndex = -1;
      if (!answer.ok) {
        this.suggestions = [];
        this.expanded = false;
        this.status = 'failed';
        return;
      }
      this.suggestions = answer.value;
      this.expanded = true;
      this.status = 'idle';
    });
  }
}
