import { availableParallelism } from 'node:os';

/**
 * The end-to-end suite runs its tests in parallel, one per worker, and each worker has servers of its
 * own (a preview of the build and a development server, each with its own demo backend and state
 * file), so a test's reset or fault mode never reaches a test running beside it. Worker n uses the
 * first port plus n.
 */
/**
 * A worker drives a browser that keeps about two cores busy (rendering, axe's scans), so a machine
 * runs one worker per two cores; E2E_WORKERS chooses another number.
 */
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env['E2E_WORKERS'] ?? Math.floor(availableParallelism() / 2)),
);

/** The first ports, 4173 and 5174 unless E2E_PREVIEW_PORT and E2E_DEV_PORT choose others (a second clone). */
export const PREVIEW_PORT = Number(process.env['E2E_PREVIEW_PORT'] ?? 4173);
export const DEV_PORT = Number(process.env['E2E_DEV_PORT'] ?? 5174);

/** The origin worker `parallelIndex` uses for a project whose base address is `projectBaseURL`. */
export function workerOrigin(projectBaseURL: string, parallelIndex: number): string {
  const url = new URL(projectBaseURL);
  url.port = String(Number(url.port) + parallelIndex);
  return url.origin;
}
