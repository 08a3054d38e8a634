/** Types of agenda-data.mjs (the shared benchmark data, copied unchanged). */
export interface AgendaBenchColumn {
  readonly id: string;
  readonly kind: 'user' | 'room' | 'resource';
  readonly name: string;
}

export interface AgendaBenchAppointment {
  readonly id: string;
  readonly columnId: string;
  readonly start: string;
  readonly end: string;
  readonly title: string;
  readonly status: 'planned' | 'confirmed' | 'arrived' | 'completed' | 'no_show' | 'cancelled';
}

export interface AgendaBenchData {
  readonly timeZone: string;
  readonly days: readonly string[];
  readonly columns: readonly AgendaBenchColumn[];
  readonly appointments: readonly AgendaBenchAppointment[];
}

export interface AgendaBenchScenario {
  readonly columns: number;
  readonly days: number;
  readonly appointments: number;
}

export const SCENARIOS: Readonly<Record<string, AgendaBenchScenario>>;

export function agendaBenchData(
  options?: Partial<AgendaBenchScenario> & { readonly seed?: number },
): AgendaBenchData;
