import { REPORT_ROUTES } from '../domain/reports/report-routes';
import { texts } from '../i18n/reports';
import type { reportsNl } from '../i18n/reports/nl';
import { ReportViewModels } from '../ui/screens/reports/report-view-models';
import { reportsScreens } from '../ui/screens/reports/reports-screens';
import type { reportsArea } from '../infrastructure/demo-backend/reports/reports-area';
import type { AreaCode, PortalArea } from './portal-area';

/** The recovery and WGA reports. */
export const reports: PortalArea<
  'reports',
  typeof REPORT_ROUTES,
  typeof reportsNl,
  { reports: AreaCode<readonly [typeof ReportViewModels]> },
  readonly [typeof reportsArea]
> = {
  name: 'reports',
  routes: REPORT_ROUTES,
  screens: reportsScreens,
  // The demo backend reports on the dossiers' cases.
  buildsOn: ['tasks'],
  texts,
  code: {
    reports: {
      ports: async () =>
        (await import('../infrastructure/container/reports-ports-module')).reportsPortsModule,
      modules: async () => [(await import('../infrastructure/container/reports-module')).reportsModule],
      viewModels: [ReportViewModels],
      needs: ['people'],
      uses: ['agenda'],
    },
  },
  demo: async () =>
    [(await import('../infrastructure/demo-backend/reports/reports-area')).reportsArea] as const,
};
