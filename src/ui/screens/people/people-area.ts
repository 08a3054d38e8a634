import type { PEOPLE_ROUTES } from '../../../domain/people/people-routes';
import { defineArea } from '../../routes/screen-declaration';

/** People: the employee list. */
export const peopleArea = defineArea<keyof typeof PEOPLE_ROUTES>({
  screens: {
    employeeList: {
      title: 'route.employeeList',
      screen: () => import('./employee-list-screen'),
      sidebar: { icon: 'employees', order: 70, anyOf: ['view_employee_list', 'employer_view_employee_list'] },
    },
  },
});
