import { fillsInWizards } from '../../domain/wizards/wizard-access';
import { DossierDocuments } from '../../application/dossiers/dossier-documents';
import { DossierFileGateway } from '../../application/dossiers/dossier-file-gateway';
import { DossierGateway } from '../../application/dossiers/dossier-gateway';
import { DossierNotes } from '../../application/dossiers/dossier-notes';
import { DossierWizards } from '../../application/dossiers/dossier-wizards';
import { DownloadDocument } from '../../application/dossiers/download-document';
import { DossierUwvMessages } from '../../application/dossiers/dossier-uwv-messages';
import { KeepNoteDraft } from '../../application/dossiers/keep-note-draft';
import { ListCases } from '../../application/dossiers/list-cases';
import { LoadDashboard } from '../../application/dossiers/load-dashboard';
import { OpenDossier } from '../../application/dossiers/open-dossier';
import { ResendUwvMessage } from '../../application/dossiers/resend-uwv-message';
import { SaveNote } from '../../application/dossiers/save-note';
import { UploadDocument } from '../../application/dossiers/upload-document';
import { FileDownload } from '../../application/platform/file-download';
import { Clock } from '../../application/platform/clock';
import { Notifier } from '../../application/platform/notifier';
import { Scheduler } from '../../application/platform/scheduler';
import { SessionStore } from '../../application/session/session-store';
import { AllocateTask } from '../../application/tasks/allocate-task';
import { BulkTaskAction } from '../../application/tasks/bulk-task-action';
import { CancelTask } from '../../application/tasks/cancel-task';
import { CompleteTask } from '../../application/tasks/complete-task';
import { CreateTask } from '../../application/tasks/create-task';
import { ListTasks } from '../../application/tasks/list-tasks';
import { PostponeTask } from '../../application/tasks/postpone-task';
import { ReopenTask } from '../../application/tasks/reopen-task';
import { TaskGateway } from '../../application/tasks/task-gateway';
import { RunWizard } from '../../application/wizards/run-wizard';
import { Navigator } from '../../application/platform/navigator';
import { DashboardViewModel } from '../../ui/screens/tasks/dashboard-view-model';
import { DossierDocumentsViewModel } from '../../ui/screens/tasks/dossier/dossier-documents-view-model';
import { DossierNotesViewModel } from '../../ui/screens/tasks/dossier/dossier-notes-view-model';
import { DossierViewModel } from '../../ui/screens/tasks/dossier/dossier-view-model';
import { DossierTasksViewModel } from '../../ui/screens/tasks/dossier/dossier-tasks-view-model';
import { DossierUwvViewModel } from '../../ui/screens/tasks/dossier/dossier-uwv-view-model';
import { DossierWizardsViewModel } from '../../ui/screens/tasks/dossier/dossier-wizards-view-model';
import { SearchOpenDossiers } from '../../application/dossiers/search-open-dossiers';
import { NewTaskViewModel } from '../../ui/screens/tasks/new-task-view-model';
import { TaskListViewModel } from '../../ui/screens/tasks/task-list-view-model';
import { TaskViewModels } from '../../ui/screens/tasks/task-view-models';
import { portalModule } from './binder';

/** Cases and tasks: their use cases and view-models (the gateways are in tasks-ports-module.ts). */
export const tasksModule = portalModule((b) => {
  // The dossier view (FileDownload is bound with the agenda's calendar files).
  b.construct(OpenDossier, [DossierFileGateway, Notifier]);
  b.construct(DossierNotes, [DossierFileGateway, Notifier]);
  b.construct(SaveNote, [DossierFileGateway, Notifier]);
  b.construct(KeepNoteDraft, [DossierFileGateway, Notifier]);
  b.construct(DossierDocuments, [DossierFileGateway, SessionStore, Notifier]);
  b.construct(UploadDocument, [DossierFileGateway, Notifier]);
  b.construct(DownloadDocument, [DossierFileGateway, FileDownload, Notifier]);
  b.construct(DossierUwvMessages, [DossierFileGateway, Notifier]);
  b.construct(ResendUwvMessage, [DossierFileGateway, Clock, Notifier]);

  // The task actions take the same three ports.
  b.construct(CompleteTask, [TaskGateway, Clock, Notifier]);
  b.construct(ReopenTask, [TaskGateway, Clock, Notifier]);
  b.construct(CancelTask, [TaskGateway, Clock, Notifier]);
  b.construct(PostponeTask, [TaskGateway, Clock, Notifier]);
  b.construct(AllocateTask, [TaskGateway, Clock, Notifier]);
  b.construct(CreateTask, [TaskGateway, Clock, Notifier]);
  b.construct(BulkTaskAction, [TaskGateway, Clock, Notifier]);
  b.construct(ListTasks, [TaskGateway, DossierGateway]);
  b.construct(LoadDashboard, [TaskGateway, DossierGateway, SessionStore, Clock, DossierFileGateway]);
  b.construct(ListCases, [DossierGateway]);

  b.construct(TaskListViewModel, [
    ListTasks,
    CompleteTask,
    ReopenTask,
    CancelTask,
    PostponeTask,
    AllocateTask,
    BulkTaskAction,
    SessionStore,
    Clock,
    Scheduler,
  ]);
  b.construct(SearchOpenDossiers, [DossierGateway]);
  b.construct(NewTaskViewModel, [CreateTask, ListTasks, SearchOpenDossiers, SessionStore, Scheduler]);
  b.construct(DashboardViewModel, [LoadDashboard, ListCases, SessionStore, Scheduler]);
  b.construct(DossierWizards, [RunWizard]);
  b.construct(DossierNotesViewModel, [DossierNotes, SaveNote, KeepNoteDraft, Scheduler]);
  b.construct(DossierDocumentsViewModel, [DossierDocuments, UploadDocument, DownloadDocument]);
  b.construct(DossierWizardsViewModel, [DossierWizards, Navigator]);
  b.construct(DossierTasksViewModel, [CompleteTask, PostponeTask, Clock]);
  b.construct(DossierUwvViewModel, [DossierUwvMessages, ResendUwvMessage]);
  b.factories(TaskViewModels, (get) => ({
    taskList: () => get(TaskListViewModel),
    newTask: () => get(NewTaskViewModel),
    dashboard: () => get(DashboardViewModel),
    dossier: (dossierId) =>
      new DossierViewModel(
        get(OpenDossier),
        get(DossierNotesViewModel),
        get(DossierDocumentsViewModel),
        get(DossierWizardsViewModel),
        get(DossierTasksViewModel),
        get(DossierUwvViewModel),
        dossierId,
        fillsInWizards(get(SessionStore).user),
      ),
  }));
});
