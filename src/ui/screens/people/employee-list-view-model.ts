import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { EmployeeFilterChoices, ListEmployees } from '../../../application/people/list-employees';
import type { Scheduler } from '../../../application/platform/scheduler';
import type { Division, EmployeeRow } from '../../../domain/people/employee';
import type { DivisionChoice } from '../../../domain/people/employee';
import { divisionChoices, divisionsOf } from '../../../domain/people/employee';
import type { EmployeeSortField } from '../../../domain/people/employee-list-query';
import { EMPLOYEE_SORT_FIELDS } from '../../../domain/people/employee-list-query';
import type { ListDefinition } from '../../list/list-request';
import { ListViewModel } from '../../list/list-view-model';
import { flag, identifier } from '../../list/url-codecs';

export interface EmployeeFilters {
  readonly employer: string | null;
  readonly division: string | null;
  readonly team: string | null;
  readonly absent: boolean;
}

/**
 * /employee-list on the shared list view-model. The ids of employer, division and team and the
 * "off sick" switch go into the address bar; the search text (a person's name) never does.
 */
export const EMPLOYEE_LIST: ListDefinition<EmployeeRow, EmployeeFilters, EmployeeSortField> = {
  rowKey: (employee) => employee.id,
  filters: { employer: null, division: null, team: null, absent: false },
  sort: { field: 'name', direction: 'asc' },
  sortFields: EMPLOYEE_SORT_FIELDS,
  pageSizes: [10, 25, 50, 100],
  defaultSize: 100,
  urlFilters: {
    employer: identifier(),
    division: identifier(),
    team: identifier(),
    absent: flag(),
  },
};

/** The employees in the user's reach (an employer's user: only their own), searched and filtered. */
export class EmployeeListViewModel {
  readonly list: ListViewModel<EmployeeRow, EmployeeFilters, EmployeeSortField>;
  choices: EmployeeFilterChoices = { employers: [], divisions: [], teams: [], unavailable: [] };

  constructor(
    private readonly listEmployees: ListEmployees,
    scheduler: Scheduler,
  ) {
    this.list = new ListViewModel(
      EMPLOYEE_LIST,
      (request, signal) =>
        listEmployees.execute(
          {
            search: request.search,
            employerId: request.filters.employer,
            divisionId: request.filters.division,
            teamId: request.filters.team,
            openAbsenceOnly: request.filters.absent,
            sort: request.sort ?? { field: 'name', direction: 'asc' },
            page: request.page,
            size: request.size,
          },
          signal,
        ),
      scheduler,
    );
    makeAutoObservable<EmployeeListViewModel, 'listEmployees'>(
      this,
      { list: false, listEmployees: false, choices: observableRef },
      { autoBind: true },
    );
  }

  /** The divisions to choose from: those of the chosen employer, else all. */
  get divisions(): readonly Division[] {
    const employer = this.list.filters.employer;
    return employer ? divisionsOf(this.choices.divisions, employer) : this.choices.divisions;
  }

  /** The divisions as the filter offers them, each told apart from another of the same name. */
  get divisionOptions(): readonly DivisionChoice[] {
    return divisionChoices(this.divisions, this.choices.employers);
  }

  /** A new employer drops a division of another one. */
  setEmployer(id: string): void {
    const employer = id || null;
    const division = this.list.filters.division;
    const keeps =
      division !== null &&
      employer !== null &&
      divisionsOf(this.choices.divisions, employer).some((d) => d.id === division);
    this.list.setFilters({ employer, division: keeps ? division : null });
  }

  attach(): () => void {
    const detach = this.list.attach();
    const controller = new AbortController();
    void this.listEmployees.filterChoices(controller.signal).then((choices) => {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.choices = choices;
      });
    });
    return () => {
      controller.abort();
      detach();
    };
  }
}
