import { EMPLOYERS } from '../access/seed';
import { userByName } from '../access/users';
import { seedDivisions, seedEmployments, seedPersonnel } from './employee-seed';
import type { PeopleState, StoredTeam } from './people-state';

const teamId = (n: number) => `7ea40000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const TEAM_IDS = {
  noord: teamId(1),
  zuid: teamId(2),
  preventie: teamId(3),
  casemanagement: teamId(4),
};

/**
 * The teams of the seeded professionals: Noord works mostly in Utrecht and Amersfoort, Zuid in
 * Nijmegen (see the availability seed); Preventie does the medical checks and vaccinations;
 * Casemanagement gathers the case managers, who also belong to a region's team.
 */
const TEAMS: readonly { id: string; name: string; members: readonly string[] }[] = [
  {
    id: TEAM_IDS.noord,
    name: 'Team Noord',
    members: [
      'doctor',
      'bedrijfsarts.bakker',
      'casemanager',
      'casemanager.vanleeuwen',
      'verpleegkundige.verbeek',
    ],
  },
  {
    id: TEAM_IDS.zuid,
    name: 'Team Zuid',
    members: ['bedrijfsarts.elhaddad', 'casemanager.yilmaz', 'verpleegkundige.dekker'],
  },
  {
    id: TEAM_IDS.preventie,
    name: 'Preventie',
    members: ['bedrijfsarts.dejong', 'verpleegkundige.verbeek', 'verpleegkundige.dekker'],
  },
  {
    id: TEAM_IDS.casemanagement,
    name: 'Casemanagement',
    members: ['casemanager', 'casemanager.vanleeuwen', 'casemanager.yilmaz'],
  },
];

/** The team that serves each employer's people, in the employers' order: the bakery in Utrecht is Noord's. */
const EMPLOYER_TEAMS = [TEAM_IDS.noord, TEAM_IDS.zuid, TEAM_IDS.zuid];

/** The people area's state as of `seedTime` (the employments are dated around that day). */
export function seedPeople(seedTime: number = Date.now()): PeopleState {
  const teams: StoredTeam[] = TEAMS.map((team) => ({
    id: team.id,
    name: team.name,
    memberIds: team.members.map((username) => {
      const user = userByName(username);
      if (!user) throw new Error(`No seeded user ${username} for ${team.name}`);
      return user.id;
    }),
  }));
  const divisions = seedDivisions();
  const employerTeams = Object.fromEntries(
    EMPLOYERS.map((employer, e) => [employer.id, EMPLOYER_TEAMS[e] ?? TEAM_IDS.noord]),
  );
  return {
    teams,
    divisions,
    employerTeams,
    personnel: seedPersonnel(divisions),
    employments: seedEmployments(seedTime),
  };
}
