import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestOf, violationsOf } from '../../scripts/check-layers';

const file = (path: string) => resolve(import.meta.dirname, '../../src', path);

describe('the layering check', () => {
  it('lets a screen import its own area, the shared components and the shell', () => {
    const text = [
      "import { PageFrame } from '../../components/page-frame';",
      "import { TaskListViewModel } from './task-list-view-model';",
      "import type { Task } from '../../../domain/tasks/task';",
      "import type { ListTasks } from '../../../application/tasks/list-tasks';",
      "import { SessionTimeoutDialog } from '../../shell/session-timeout-dialog';",
    ].join('\n');
    expect(violationsOf(file('ui/screens/tasks/tasks-screen.tsx'), text)).toEqual([]);
  });

  it("refuses a screen that imports another area's screens, domain or use cases", () => {
    const text = [
      "import { LoginViewModel } from '../access/login-view-model';",
      "import type { User } from '../../../domain/account/password-policy';",
      "import type { Login } from '../../../application/access/login';",
    ].join('\n');
    expect(violationsOf(file('ui/screens/tasks/tasks-screen.tsx'), text)).toHaveLength(3);
  });

  it("refuses an import from another area's folders, in any layer, that the area's manifest does not name", () => {
    const undeclared = "import type { Spell } from '../legal-clock/absence-case';";
    expect(violationsOf(file('domain/reports/report-routes.ts'), undeclared)).toHaveLength(1);
    const demo = "import { stepsDoneOf } from '../legal-clock/case-steps';";
    expect(violationsOf(file('infrastructure/demo-backend/reports/wga-routes.ts'), demo)).toHaveLength(1);
    const module = "import { ReportAbsence } from '../../application/legal-clock/report-absence';";
    expect(violationsOf(file('infrastructure/container/reports-module.ts'), module)).toHaveLength(1);
  });

  it('lets an area import the areas its manifest names, and the frame every area runs in', () => {
    // The legal clock builds on the tasks area's dossiers, and everyone on the signed-in user.
    const declared = [
      "import type { StoredDossier } from '../tasks/case-seed';",
      "import { USERS } from '../access/seed';",
    ].join('\n');
    expect(violationsOf(file('infrastructure/demo-backend/legal-clock/case-tasks.ts'), declared)).toEqual([]);
    // Planning needs the agenda's gateways.
    const needed = "import type { AgendaGateway } from '../agenda/agenda-gateway';";
    expect(violationsOf(file('application/planning/find-slots.ts'), needed)).toEqual([]);
  });

  it('reads an area from its manifest: its name, code units and every unit it names', () => {
    const manifest = manifestOf(
      [
        "  name: 'agenda',",
        "  buildsOn: ['tasks'],",
        '  code: {',
        '    agenda: {',
        '      ports: async () => x,',
        "      needs: ['locations', 'people'],",
        '      uses: [],',
        '    },',
        '    appointments: {',
        '      ports: () => y,',
        "      needs: ['agenda'],",
        "      uses: ['agenda'],",
        '    },',
        '  },',
      ].join('\n'),
    );
    expect(manifest).toEqual({
      name: 'agenda',
      units: ['agenda', 'appointments'],
      names: ['tasks', 'locations', 'people', 'agenda', 'agenda'],
    });
  });

  it("lets an area's manifest name its demo backend part only lazily or by type", () => {
    const allowed = [
      "import type { agendaArea } from '../infrastructure/demo-backend/agenda/agenda-area';",
      "const demo = () => import('../infrastructure/demo-backend/agenda/agenda-area');",
      "import { agendaScreens } from '../ui/screens/agenda/agenda-screens';",
    ].join('\n');
    expect(violationsOf(file('areas/agenda.ts'), allowed)).toEqual([]);
    const eager = "import { agendaArea } from '../infrastructure/demo-backend/agenda/agenda-area';";
    expect(violationsOf(file('areas/agenda.ts'), eager)).toHaveLength(1);
  });

  it('lets only the composition root and the demo backend build on the list of areas', () => {
    const text = "import { AREAS } from '../../areas/areas';";
    expect(violationsOf(file('infrastructure/container/composition-root.ts'), text)).toEqual([]);
    expect(violationsOf(file('infrastructure/demo-backend/demo-backend.ts'), text)).toEqual([]);
    expect(violationsOf(file('ui/shell/sidebar.tsx'), text)).toHaveLength(1);
    expect(violationsOf(file('infrastructure/tasks/http-task-gateway.ts'), text)).toHaveLength(1);
  });

  it('refuses a view-model that takes a gateway, not only its types', () => {
    const typesOnly = "import type { Appointment } from '../../../application/agenda/agenda-gateway';";
    expect(violationsOf(file('ui/screens/agenda/agenda-view-model.ts'), typesOnly)).toEqual([]);
    const token = "import { AgendaGateway } from '../../../application/agenda/agenda-gateway';";
    expect(violationsOf(file('ui/screens/agenda/agenda-view-model.ts'), token)).toHaveLength(1);
    expect(violationsOf(file('ui/screens/agenda/agenda-view-models.ts'), token)).toHaveLength(1);
  });

  it('refuses timers and the system clock outside the adapters', () => {
    const text = ['const at = Date.now();', 'setTimeout(() => run(), 100);', 'setInterval(poll, 1000);'].join(
      '\n',
    );
    expect(violationsOf(file('ui/screens/tasks/tasks-view-model.ts'), text)).toHaveLength(3);
    expect(violationsOf(file('application/tasks/list-tasks.ts'), 'const at = Date.now();')).toHaveLength(1);
    expect(violationsOf(file('infrastructure/browser/browser-scheduler.ts'), text)).toEqual([]);
  });

  it('refuses an adapter in the UI and the UI in the domain', () => {
    expect(
      violationsOf(
        file('ui/screens/tasks/x.tsx'),
        "import { HttpClient } from '../../../infrastructure/http/http-client';",
      ),
    ).not.toEqual([]);
    expect(
      violationsOf(file('domain/dossiers/x.ts'), "import { Modal } from '../../ui/components/modal';"),
    ).toHaveLength(1);
  });
});
