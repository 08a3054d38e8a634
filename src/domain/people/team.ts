/**
 * A team of professionals (spec section 7: v2/teams), for the planner who shows a whole team's agendas
 * side by side. Its members are agenda users, by id; someone may belong to more than one team.
 */
export interface Team {
  readonly id: string;
  readonly name: string;
  readonly memberIds: readonly string[];
}
