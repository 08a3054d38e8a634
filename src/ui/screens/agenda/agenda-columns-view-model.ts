import { makeAutoObservable, observableRef } from 'mobx';
import type { AgendaContext, TeamChoice } from '../../../application/agenda/agenda-context';
import type { AgendaColumn } from '../../../application/agenda/agenda-gateway';

/** How many people the agenda shows when the address names none. */
const FIRST_PEOPLE = 6;
const MAX_COLUMNS = 60;

/** The columns and teams to choose from, as they came. */
export interface ColumnsAnswer {
  readonly columns: Awaited<ReturnType<AgendaContext['columns']>>;
  readonly teams: Awaited<ReturnType<AgendaContext['teams']>>;
}

/**
 * The agenda's columns: the people, rooms and resources to choose from, the teams that choose their
 * members, and which of them are shown (the address's, the remembered ones, or the first people).
 */
export class AgendaColumnsViewModel {
  columns: readonly AgendaColumn[] = [];
  teams: readonly TeamChoice[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  chosenIds: readonly string[] = [];
  /** Whether the address named the columns; if not, the remembered ones are shown. */
  private addressColumns = false;

  constructor(private readonly context: Pick<AgendaContext, 'columns' | 'teams'>) {
    makeAutoObservable<this, 'context' | 'addressColumns'>(
      this,
      {
        columns: observableRef,
        teams: observableRef,
        chosenIds: observableRef,
        context: false,
        addressColumns: false,
      },
      { autoBind: true },
    );
  }

  /** The address bar's columns; none named shows the remembered ones. */
  fromAddress(params: URLSearchParams, remembered: readonly string[]): void {
    const ids = (params.get('columns') ?? '').split(',').filter((id) => id !== '');
    this.addressColumns = ids.length > 0;
    this.chosenIds = this.addressColumns
      ? [...new Set(ids)].slice(0, MAX_COLUMNS)
      : remembered.slice(0, MAX_COLUMNS);
  }

  /** Writes the chosen columns into an address, when any are chosen. */
  addressTo(params: URLSearchParams): void {
    if (this.chosenIds.length > 0) params.set('columns', this.chosenIds.join(','));
  }

  /** The remembered columns arrived: shown where the address names none. */
  usePreferred(columns: readonly string[]): void {
    if (!this.addressColumns && columns.length > 0) this.chosenIds = columns.slice(0, MAX_COLUMNS);
  }

  /** The columns shown: those chosen, or the first people. */
  get shown(): readonly AgendaColumn[] {
    if (this.chosenIds.length === 0)
      return this.columns.filter((column) => column.kind === 'user').slice(0, FIRST_PEOPLE);
    const byId = new Map(this.columns.map((column) => [column.id, column]));
    return this.chosenIds.flatMap((id) => {
      const column = byId.get(id);
      return column ? [column] : [];
    });
  }

  /** The ids of the columns shown, as a choice: what a change of choice starts from. */
  get current(): readonly string[] {
    return this.chosenIds.length > 0 ? this.chosenIds : this.shown.map((column) => column.id);
  }

  find(id: string): AgendaColumn | null {
    return this.columns.find((column) => column.id === id) ?? null;
  }

  toggle(id: string): void {
    const current = this.current;
    this.chosenIds = current.includes(id)
      ? current.filter((chosen) => chosen !== id)
      : [...current, id].slice(0, MAX_COLUMNS);
  }

  /** Shows every person, room and resource of one location. */
  chooseLocation(locationId: string): void {
    this.chosenIds = this.columns
      .filter((column) => column.locationIds.includes(locationId))
      .map((column) => column.id)
      .slice(0, MAX_COLUMNS);
  }

  /** Shows the members of a team who have an agenda; false when there is no such team. */
  chooseTeam(teamId: string): boolean {
    const team = this.teams.find((candidate) => candidate.id === teamId);
    if (!team) return false;
    const known = new Set(this.columns.map((column) => column.id));
    this.chosenIds = team.memberIds.filter((id) => known.has(id)).slice(0, MAX_COLUMNS);
    return true;
  }

  /** Adds the known ones of these columns to those shown. */
  add(ids: readonly (string | null)[]): void {
    const known = new Set(this.columns.map((column) => column.id));
    this.chosenIds = [
      ...new Set([...this.current, ...ids.filter((id): id is string => id !== null && known.has(id))]),
    ].slice(0, MAX_COLUMNS);
  }

  /** Asks for the columns and teams; `take` shows them. */
  async fetch(): Promise<ColumnsAnswer> {
    this.state = 'loading';
    const [columns, teams] = await Promise.all([this.context.columns(), this.context.teams()]);
    return { columns, teams };
  }

  /** Shows the columns and teams that came; whether the columns did. */
  take(answer: ColumnsAnswer): boolean {
    this.state = answer.columns.ok ? 'ready' : 'failed';
    if (answer.columns.ok) this.columns = answer.columns.value;
    if (answer.teams.ok) this.teams = answer.teams.value;
    return answer.columns.ok;
  }
}
