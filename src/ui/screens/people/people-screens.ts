import type { PEOPLE_ROUTES } from '../../../domain/people/people-routes';
import { defineScreens } from '../../routes/screen-declaration';

/** People: the employee list and an employee's page. */
export const peopleScreens = defineScreens<keyof typeof PEOPLE_ROUTES>({
  employeeList: {
    title: 'route.employeeList',
    searchWords: 'search.pageWords.employeeList',
    screen: () => import('./employee-list-screen'),
    sidebar: { icon: 'employees', order: 70, anyOf: ['view_employee_list', 'employer_view_employee_list'] },
  },
  employee: { title: 'route.employee', screen: () => import('./employee-screen') },
});
