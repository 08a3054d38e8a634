/**
 * The people area's part of the state: the teams of professionals, each with its members (agenda
 * users, by user id). A person may be in more than one team.
 */

export interface StoredTeam {
  id: string;
  name: string;
  memberIds: string[];
}

export interface PeopleState {
  teams: StoredTeam[];
}
