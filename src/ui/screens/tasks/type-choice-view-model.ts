import { makeAutoObservable } from 'mobx';

export interface TypeOption {
  /** The dossier type's code; '' stands for every type. */
  readonly value: string;
  readonly label: string;
}

/** Lower case without accents, so "wga" finds "WGA" and "psycho" finds "Psychológ…". */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The options whose label holds every word typed, in their own order. */
export function narrowOptions(options: readonly TypeOption[], text: string): readonly TypeOption[] {
  const words = folded(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const label = folded(option.label);
    return words.every((word) => label.includes(word));
  });
}

/**
 * The typing state of the dossier-type filter, an ARIA 1.2 combobox: what is typed, whether the list
 * is open, and which option the arrow keys highlight. The chosen type itself lives in the list's
 * filters; the options come from the screen, translated and sorted.
 */
export class TypeChoiceViewModel {
  /** What the user types; null while the field shows the chosen type's name. */
  typed: string | null = null;
  expanded = false;
  activeIndex = -1;

  constructor(private readonly idPrefix: string) {
    makeAutoObservable<TypeChoiceViewModel, 'idPrefix'>(this, { idPrefix: false }, { autoBind: true });
  }

  optionId(index: number): string {
    return `${this.idPrefix}-option-${index}`;
  }

  /** The text the field shows: what is typed, else the chosen option's name. */
  textFor(chosenLabel: string): string {
    return this.typed ?? chosenLabel;
  }

  type(text: string): void {
    this.typed = text;
    this.expanded = true;
    this.activeIndex = -1;
  }

  open(): void {
    this.expanded = true;
  }

  /** Moves the highlight through `count` options, wrapping at both ends. */
  move(step: 1 | -1, count: number): void {
    this.expanded = true;
    if (count === 0) {
      this.activeIndex = -1;
      return;
    }
    this.activeIndex =
      this.activeIndex < 0 ? (step === 1 ? 0 : count - 1) : (this.activeIndex + step + count) % count;
  }

  /** Closes the list and lets the field show the chosen type again. */
  collapse(): void {
    this.expanded = false;
    this.activeIndex = -1;
    this.typed = null;
  }
}
