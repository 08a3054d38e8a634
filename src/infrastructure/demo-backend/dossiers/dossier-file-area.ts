import { Hono } from 'hono';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import type { TasksState } from '../tasks/case-seed';
import { documentRoutes } from './document-routes';
import { freshDossierFiles } from './dossier-file-seed';
import type { DossierFileState } from './dossier-file-state';
import { dossierViewRoutes } from './dossier-view-routes';
import { noteRoutes } from './note-routes';
import { uwvMessageRoutes } from './uwv-message-routes';
import { settleUwvMessages } from './uwv-settle';

/**
 * The dossier view: one dossier with its sections, notes and drafts, documents and UWV messages.
 * Seeded right after the tasks area, whose dossiers it fills, and mounted after it, so the tasks
 * area's calls under v2/dossier answer first. Its settle answers the messages sent again to the
 * UWV and keeps a task to correct each rejected one (uwv-settle.ts).
 */
export const dossierFileArea: DemoArea<
  DossierFileState,
  Pick<TasksState, 'dossiers' | 'tasks' | 'nextTaskId'>
> = {
  routes: (kit: Kit) =>
    new Hono<Env>()
      .route('/', dossierViewRoutes(kit))
      .route('/', uwvMessageRoutes(kit))
      .route('/', noteRoutes(kit))
      .route('/', documentRoutes(kit)),
  seed: (seedTime, earlier) => {
    if (!earlier.dossiers) throw new Error('The dossier view is seeded after the tasks');
    return freshDossierFiles(seedTime, earlier.dossiers);
  },
  stateKeys: [
    'dossierNotes',
    'noteDrafts',
    'dossierDocuments',
    'uwvMessages',
    'nextNoteId',
    'nextDocumentId',
    'nextUwvMessageId',
  ],
  settle: settleUwvMessages,
  // After a change of a dossier's tasks or UWV's messages; and each new day, when UWV answers.
  settleAfter: /^\/api\/external\/(v2\/dossier|uwv)\//,
};
