import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ManageBranding } from '../../../application/admin/manage-branding';
import type { FoundEmployeeRef, ManageUsers, UserChoices } from '../../../application/admin/manage-users';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { AdminUser, UserReferencesField } from '../../../domain/admin/admin-user';
import type { Division } from '../../../domain/admin/branding';
import { EmployeeSearch } from '../../components/form/employee-search';
import { FormFeedback } from '../../components/record/form-feedback';
import { RecordLoad } from '../../components/record/record-load';

const SEARCH_PAUSE_MS = 300;
export const USER_PAGE_SIZES = [25, 50, 100] as const;

type ListState = 'loading' | 'ready' | 'empty' | 'failed';

/** One user's roles, agenda and employee record, being changed in the dialog. */
export class UserEditor {
  readonly feedback = new FormFeedback<UserReferencesField, 'own-manage-right'>();
  roleIds: ReadonlySet<number>;
  agendaUserId: string;
  employee: FoundEmployeeRef | null;
  /** The search for the employee record to link: what is typed and whom it found. */
  readonly employees: EmployeeSearch<FoundEmployeeRef>;

  constructor(
    readonly user: AdminUser,
    private readonly manage: ManageUsers,
    scheduler: Pick<Scheduler, 'after'>,
  ) {
    this.employees = new EmployeeSearch((text, signal) => manage.findEmployees(text, signal), scheduler);
    this.roleIds = new Set(user.roles.map((role) => role.id));
    this.agendaUserId = user.agendaUser?.id ?? '';
    this.employee = user.employee ? { ...user.employee, employerName: '' } : null;
    makeAutoObservable<UserEditor, 'manage'>(
      this,
      {
        feedback: false,
        employees: false,
        user: false,
        manage: false,
        roleIds: observableRef,
        employee: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Whether anything differs from the user as opened: closing would lose it. */
  get changed(): boolean {
    const roles = new Set(this.user.roles.map((role) => role.id));
    return (
      roles.size !== this.roleIds.size ||
      [...this.roleIds].some((id) => !roles.has(id)) ||
      this.agendaUserId !== (this.user.agendaUser?.id ?? '') ||
      (this.employee?.id ?? null) !== (this.user.employee?.id ?? null)
    );
  }

  toggleRole(id: number, on: boolean): void {
    const next = new Set(this.roleIds);
    if (on) next.add(id);
    else next.delete(id);
    this.roleIds = next;
    this.feedback.forget('roleIds');
  }

  setAgenda(id: string): void {
    this.agendaUserId = id;
    this.feedback.forget('agendaUserId');
  }

  chooseEmployee(choice: FoundEmployeeRef | null): void {
    this.employee = choice;
    this.employees.clear();
    this.feedback.forget('employeeId');
  }

  stop(): void {
    this.employees.stop();
  }

  /** Saves; answers the user as they now stand, or null when it was refused (the form says why). */
  async save(roles: UserChoices['roles']): Promise<AdminUser | null> {
    if (!this.feedback.start()) return null;
    const result = await this.manage.setReferences(
      {
        userId: this.user.id,
        roleIds: [...this.roleIds].sort((a, b) => a - b),
        employeeId: this.employee?.id ?? null,
        agendaUserId: this.agendaUserId || null,
      },
      roles,
    );
    return runInAction(() => {
      if (!result.ok) {
        this.feedback.refused(result.error);
        return null;
      }
      this.feedback.succeeded();
      return result.value;
    });
  }
}

/**
 * The users tab of /admin: a searched, paged list of the users with their roles and links, and a
 * dialog to change one user's roles, agenda and employee record.
 */
export class UserAdminViewModel {
  readonly choices = new RecordLoad();
  roles: UserChoices['roles'] = [];
  agendaUsers: UserChoices['agendaUsers'] = [];
  search = '';
  page = 1;
  size: number = USER_PAGE_SIZES[0];
  rows: readonly AdminUser[] = [];
  total = 0;
  state: ListState = 'loading';
  editor: UserEditor | null = null;
  private running: AbortController | null = null;
  private cancelSearch: (() => void) | null = null;

  constructor(
    private readonly manage: ManageUsers,
    private readonly scheduler: Pick<Scheduler, 'after'>,
  ) {
    makeAutoObservable<UserAdminViewModel, 'manage' | 'scheduler' | 'running' | 'cancelSearch'>(
      this,
      {
        choices: false,
        manage: false,
        scheduler: false,
        running: false,
        cancelSearch: false,
        roles: observableRef,
        agendaUsers: observableRef,
        rows: observableRef,
        editor: observableRef,
      },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load();
    void this.choices.run(async (signal) => {
      const found = await this.manage.choices(signal);
      if (found.ok && !signal.aborted) {
        runInAction(() => {
          this.roles = found.value.roles;
          this.agendaUsers = found.value.agendaUsers;
        });
      }
      return found;
    });
    return () => {
      this.running?.abort();
      this.cancelSearch?.();
      this.choices.stop();
      this.editor?.stop();
    };
  }

  setSearch(text: string): void {
    this.search = text;
    this.page = 1;
    this.cancelSearch?.();
    this.cancelSearch = this.scheduler.after(SEARCH_PAUSE_MS, () => void this.load());
  }

  goToPage(page: number): void {
    this.page = page;
    void this.load();
  }

  setPageSize(size: number): void {
    this.size = size;
    this.page = 1;
    void this.load();
  }

  edit(user: AdminUser): void {
    this.editor?.stop();
    this.editor = new UserEditor(user, this.manage, this.scheduler);
  }

  closeEditor(): void {
    this.editor?.stop();
    this.editor = null;
  }

  async saveEditor(): Promise<void> {
    const editor = this.editor;
    if (!editor) return;
    const saved = await editor.save(this.roles);
    if (!saved) return;
    runInAction(() => {
      this.rows = this.rows.map((row) => (row.id === saved.id ? saved : row));
      if (this.editor === editor) this.editor = null;
    });
  }

  async load(): Promise<void> {
    this.running?.abort();
    const controller = new AbortController();
    this.running = controller;
    this.state = 'loading';
    const result = await this.manage.users(
      { search: this.search, page: this.page, size: this.size },
      controller.signal,
    );
    if (controller.signal.aborted) return;
    runInAction(() => {
      this.running = null;
      if (!result.ok) {
        this.state = 'failed';
        return;
      }
      this.rows = result.value.rows;
      this.total = result.value.total;
      this.state = result.value.rows.length === 0 ? 'empty' : 'ready';
    });
  }
}

/** The roles tab of /admin: every role with the functionality codes it grants. */
export class RoleListViewModel {
  readonly load = new RecordLoad();
  roles: UserChoices['roles'] = [];

  constructor(private readonly manage: ManageUsers) {
    makeAutoObservable<RoleListViewModel, 'manage'>(
      this,
      { load: false, manage: false, roles: observableRef },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load.run(async (signal) => {
      const found = await this.manage.choices(signal);
      if (found.ok && !signal.aborted) runInAction(() => (this.roles = found.value.roles));
      return found;
    });
    return () => this.load.stop();
  }
}

/** The branding tab of /admin: every division with its theme and logos, each opened on its own page. */
export class DivisionListViewModel {
  readonly load = new RecordLoad();
  divisions: readonly Division[] = [];

  constructor(private readonly manage: ManageBranding) {
    makeAutoObservable<DivisionListViewModel, 'manage'>(
      this,
      { load: false, manage: false, divisions: observableRef },
      { autoBind: true },
    );
  }

  attach(): () => void {
    void this.load.run(async (signal) => {
      const found = await this.manage.divisions(signal);
      if (found.ok && !signal.aborted) runInAction(() => (this.divisions = found.value));
      return found;
    });
    return () => this.load.stop();
  }
}
