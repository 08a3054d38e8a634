import { Hono } from 'hono';
import type { DemoArea } from '../platform/area';
import type { Env, Kit } from '../platform/route-kit';
import type { TasksState } from '../tasks/case-seed';
import { documentRoutes } from './document-routes';
import { freshDossierFiles } from './dossier-file-seed';
import type { DossierFileState } from './dossier-file-state';
import { dossierViewRoutes } from './dossier-view-routes';
import { noteRoutes } from './note-routes';

/**
 * The dossier view: one dossier with its sections, notes and drafts, documents and UWV messages.
 * Seeded right after the tasks area, whose dossiers it fills, and mounted after it, so the tasks
 * area's calls under v2/dossier answer first.
 */
export const dossierFileArea: DemoArea<DossierFileState, Pick<TasksState, 'dossiers'>> = {
  routes: (kit: Kit) =>
    new Hono<Env>()
      .route('/', dossierViewRoutes(kit))
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
  ],
};
