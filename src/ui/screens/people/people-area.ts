import type { PEOPLE_ROUTES } from '../../../domain/people/people-routes';
import { defineArea } from '../../routes/screen-declaration';
import { texts as peopleTexts } from '../../../i18n/people';

/** People: the employee list and an employee's page. */
export const peopleArea = defineArea<keyof typeof PEOPLE_ROUTES>({
  code: 'people',
  texts: peopleTexts,
  screens: {
    employeeList: {
      title: 'route.employeeList',
      screen: () => import('./employee-list-screen'),
      sidebar: { icon: 'employees', order: 70, anyOf: ['view_employee_list', 'employer_view_employee_list'] },
    },
    employee: { title: 'route.employee', screen: () => import('./employee-screen') },
  },
});
