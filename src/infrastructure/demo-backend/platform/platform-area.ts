import type { DemoArea } from './area';
import { demoControlRoutes } from './demo-control-routes';
import type { PlatformState } from './platform-state';
import { revivePlatform, seedPlatform } from './platform-state';

/** What every area leans on: the outbox, fault injection, the demo's settings and its controls. */
export const platformArea: DemoArea<PlatformState> = {
  controls: demoControlRoutes,
  seed: () => seedPlatform(),
  stateKeys: ['outbox', 'healthReads', 'faults', 'settings'],
  revive: revivePlatform,
};
