/**
 * The areas of the portal whose code loads when one of their screens is first opened: their view-models,
 * use cases and gateways (the composition root's lazy modules) with the screen and its translations.
 * Signing in and the frame around the screens (access, the shell) are always there.
 */
export const LAZY_AREA_NAMES = [
  'account',
  'tasks',
  'reports',
  'people',
  'agenda',
  'availability',
  'locations',
  'planning',
  'wizards',
  'audit',
  'admin',
] as const;

export type LazyAreaName = (typeof LAZY_AREA_NAMES)[number];
