import { USERS } from '../access/seed';
import type { DemoUser } from '../access/seed';
import type { AuditEntry } from '../platform/audit-log';
import { changesBetween, recordAudit } from '../platform/audit-log';
import type { LocationsState } from '../locations/locations-state';
import type { AuditState } from './audit-state';

const HOUR_MS = 3_600_000;

const userNamed = (username: string): DemoUser => {
  const user = USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user;
};

/**
 * A week of history before the seed, so a fresh demo's audit log is not empty: the administrator set
 * up a location and resource types, people signed in and out, and one sign-in was refused. It is
 * seeded only when the areas' own log is empty, so it never tells a story next to a real one.
 */
export function seedAuditHistory(seedTime: number, earlier: Readonly<Partial<LocationsState>>): AuditState {
  const accessLog: AuditEntry[] = [];
  if ((earlier.auditLog?.length ?? 0) > 0) return { accessLog };
  const admin = userNamed('admin');
  const planner = userNamed('planner');
  const at = (hoursAgo: number) => new Date(seedTime - hoursAgo * HOUR_MS).toISOString();
  const session = (user: DemoUser, action: 'signed_in' | 'signed_out', hoursAgo: number) =>
    recordAudit(accessLog, {
      at: at(hoursAgo),
      userId: user.id,
      userName: user.displayName,
      entityType: 'user',
      entityId: user.id,
      entityLabel: user.username,
      action,
      changes: [],
    });

  session(admin, 'signed_in', 170);
  const location = earlier.locations?.[0];
  if (location) {
    recordAudit(accessLog, {
      at: at(169.5),
      userId: admin.id,
      userName: admin.displayName,
      entityType: 'location',
      entityId: location.id,
      entityLabel: location.name,
      action: 'updated',
      changes: changesBetween({ phone: null }, { phone: location.phone }),
    });
  }
  for (const [index, type] of (earlier.resourceTypes ?? []).slice(0, 2).entries()) {
    recordAudit(accessLog, {
      at: at(169 - index * 0.25),
      userId: admin.id,
      userName: admin.displayName,
      entityType: 'resource_type',
      entityId: type.id,
      entityLabel: type.name,
      action: 'created',
      changes: changesBetween(null, { name: type.name, description: type.description }),
    });
  }
  session(admin, 'signed_out', 168);
  recordAudit(accessLog, {
    at: at(50),
    userId: planner.id,
    userName: planner.displayName,
    entityType: 'user',
    entityId: planner.id,
    entityLabel: planner.username,
    action: 'sign_in_failed',
    changes: [],
  });
  session(planner, 'signed_in', 49.9);
  session(planner, 'signed_out', 45);
  return { accessLog };
}
