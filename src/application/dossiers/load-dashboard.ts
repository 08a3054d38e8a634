import type { Temporal } from 'temporal-polyfill';
import { permissionsOf } from '../../domain/access/user';
import type { OpenUwvMessage } from '../../domain/dossiers/dossier-file';
import type { Result } from '../../domain/shared/result';
import { defaultTaskListQuery } from '../../domain/tasks/task-list-query';
import type { Clock } from '../platform/clock';
import type { GatewayFailure } from '../platform/gateway-failure';
import type { SessionStore } from '../session/session-store';
import type { TaskCounts, TaskGateway } from '../tasks/task-gateway';
import type { DossierFileGateway } from './dossier-file-gateway';
import type { ActiveCases, DayAppointment, DossierGateway, RecentDossier } from './dossier-gateway';

/** Spec section 9: recently viewed dossiers, five of them. */
export const RECENTLY_VIEWED_LIMIT = 5;

export type DashboardKind = 'professional' | 'employer';

/** Each part loads on its own: a failed part shows as unavailable, the rest still shows. */
export interface Dashboard {
  readonly kind: DashboardKind;
  readonly today: Temporal.PlainDate;
  readonly myTasks: TaskCounts | null;
  readonly activeCases: ActiveCases | null;
  readonly recentlyViewed: readonly RecentDossier[] | null;
  readonly appointments: readonly DayAppointment[] | null;
}

const valueOr = <T>(answer: { ok: true; value: T } | { ok: false }): T | null =>
  answer.ok ? answer.value : null;

/**
 * The dashboard of spec section 2: a professional sees their open tasks by due date, active cases,
 * recently viewed dossiers and today's appointments; an employer sees their open absence cases and
 * tasks, which the backend has already stripped of anything medical. The cases themselves are a list
 * of their own (ListCases), paged and sorted apart from the figures, and so are a professional's UWV
 * messages that ask for work, which load apart so that their failure leaves the rest standing.
 */
export class LoadDashboard {
  constructor(
    private readonly tasks: TaskGateway,
    private readonly dossiers: DossierGateway,
    private readonly session: SessionStore,
    private readonly clock: Clock,
    private readonly files: DossierFileGateway,
  ) {}

  kind(): DashboardKind | null {
    const user = this.session.user;
    if (!user) return null;
    const held = permissionsOf(user);
    if (held.has('view_professional_dashboard')) return 'professional';
    if (held.has('employer_view_dashboard')) return 'employer';
    return null;
  }

  /**
   * The professional's own open cases' UWV messages that ask for work: rejected and not sent again,
   * or waiting for the UWV's answer. Only the professional dashboard has them.
   */
  openUwvMessages(signal?: AbortSignal): Promise<Result<readonly OpenUwvMessage[], GatewayFailure>> {
    return this.files.openUwvMessages('me', signal);
  }

  /** Loads every figure at once; `signal` cancels all of it (the screen went). */
  async execute(signal?: AbortSignal): Promise<Dashboard | null> {
    const kind = this.kind();
    if (!kind) return null;
    const today = this.clock.today();
    const openTasks = { ...defaultTaskListQuery(100), assignee: kind === 'professional' ? 'me' : null };
    if (kind === 'professional') {
      const [myTasks, activeCases, recentlyViewed, appointments] = await Promise.all([
        this.tasks.count(openTasks, signal),
        this.dossiers.activeCases(signal),
        this.dossiers.recentlyViewed(RECENTLY_VIEWED_LIMIT, signal),
        this.dossiers.dayAppointments(today, signal),
      ]);
      return {
        kind,
        today,
        myTasks: valueOr(myTasks),
        activeCases: valueOr(activeCases),
        recentlyViewed: valueOr(recentlyViewed),
        appointments: valueOr(appointments),
      };
    }
    const [myTasks, activeCases] = await Promise.all([
      this.tasks.count(openTasks, signal),
      this.dossiers.activeCases(signal),
    ]);
    return {
      kind,
      today,
      myTasks: valueOr(myTasks),
      activeCases: valueOr(activeCases),
      recentlyViewed: null,
      appointments: null,
    };
  }
}
