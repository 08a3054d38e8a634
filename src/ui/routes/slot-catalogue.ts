import type { ComponentType } from 'react';
import type { Temporal } from 'temporal-polyfill';
import type { AgendaChange } from '../../application/agenda/agenda-change-feed';
import type { AreaTexts } from '../../i18n/translation-key';
import type { LazyAreaName } from './area-name';

/**
 * The places in one area's screens where another area may show a part of its own, each with what the
 * part is given. The screen that has the place names no area: the parts come from the list of areas,
 * so taking an area out takes its parts away and the screen shows what it showed before.
 */
export interface SlotProps {
  /** On a dossier, first under its lead: the dossier it is. */
  readonly dossierCase: {
    readonly dossierId: string;
    readonly dossierType: string;
    readonly employeeName: string;
    readonly employerName: string;
  };
  /** On the dashboard, above everything else: who reads it is the signed-in user. */
  readonly dashboardSignals: Readonly<Record<string, never>>;
  /**
   * On the planning screen, under a search's result (none found, or the employee wants an earlier
   * time): the search as it stands, to act on it later.
   */
  readonly planningSearch: {
    readonly employee: { readonly id: string; readonly name: string; readonly employerName: string } | null;
    /** The operation chosen, its name in both languages; null where it is withheld from the reader. */
    readonly operation: {
      readonly id: string;
      readonly name: { readonly nl: string; readonly en: string } | null;
    } | null;
    readonly channel: 'on_site' | 'phone' | 'video';
    /** The locations asked for (none: any), by name. */
    readonly locations: readonly { readonly id: string; readonly name: string }[];
    /** The professional preferred, if any. */
    readonly professional: { readonly id: string; readonly name: string } | null;
  };
  /** On the planning screen, above the question: time others free in the agenda while it is open. */
  readonly planningFreedTime: Readonly<Record<string, never>>;
  /**
   * On the agenda, above the calendar, from the reader's first change there on: what they changed
   * (the time a cancellation, a deletion or a move frees).
   */
  readonly agendaFreedTime: {
    /** The reader's own changes since the agenda opened, oldest first (their own do not come back on its feed). */
    readonly ownChanges: readonly AgendaChange[];
    /** A part booked an appointment: the agenda shows it (its own changes do not come back on its feed). */
    readonly onBooked: () => void;
  };
  /**
   * On a person's days off, from the first one the reader takes back there on: the time each freed
   * (a day off of the future given back to work), oldest first.
   */
  readonly dayOffTakenBack: {
    readonly freed: readonly {
      /** Which day off it was, so the same freed time is offered once. */
      readonly key: string;
      readonly userId: string;
      readonly userName: string;
      readonly start: Temporal.ZonedDateTime;
      readonly end: Temporal.ZonedDateTime;
    }[];
  };
  /** In an appointment's details in the agenda, under the employee's reminders: the appointment shown. */
  readonly appointmentDetails: { readonly appointmentId: string; readonly version: number };
  /** On the user's own settings, after the account's own parts: whose settings they are is the signed-in user. */
  readonly accountSettings: Readonly<Record<string, never>>;
}
export type SlotName = keyof SlotProps;

/** What a part's lazily loaded module exports. */
export interface SlotModule<N extends SlotName> {
  readonly Component: ComponentType<SlotProps[N]>;
}

/** An area's part in a place: its module, fetched the first time the place shows. */
export interface SlotDeclaration<N extends SlotName> {
  readonly part: () => Promise<SlotModule<N>>;
  /** The code unit it loads, when not its area's own (one of the area's lighter units). */
  readonly code?: LazyAreaName;
}

/** The parts an area shows in other areas' places, by place. */
export type AreaSlots = { readonly [N in SlotName]?: SlotDeclaration<N> };

/** A part as the place loads it: with its area's translations and code unit. */
export interface CatalogueSlot<N extends SlotName> extends SlotDeclaration<N> {
  readonly area: string;
  readonly texts?: AreaTexts;
  readonly code?: LazyAreaName;
}

type Catalogue = { [N in SlotName]: CatalogueSlot<N>[] };
const parts: Catalogue = {
  dossierCase: [],
  dashboardSignals: [],
  planningSearch: [],
  planningFreedTime: [],
  agendaFreedTime: [],
  dayOffTakenBack: [],
  accountSettings: [],
  appointmentDetails: [],
};

/** Every place, each once (the catalogue's type holds one list per place). */
export const SLOT_NAMES: readonly SlotName[] = Object.keys(parts) as SlotName[];

/** Hands over every area's parts, in the order of the list of areas. Done by the list of areas. */
export function installSlots(all: { readonly [N in SlotName]: readonly CatalogueSlot<N>[] }): void {
  const lists = parts as unknown as Record<SlotName, readonly unknown[]>;
  for (const name of SLOT_NAMES) lists[name] = [...(all[name] ?? [])];
}

/** The parts a place shows, in the order of the list of areas; none when no area offers one. */
export function slotParts<N extends SlotName>(name: N): readonly CatalogueSlot<N>[] {
  return parts[name];
}
