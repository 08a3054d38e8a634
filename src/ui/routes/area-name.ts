/**
 * The areas of the portal whose code loads when one of their screens is first opened: their view-models,
 * use cases and gateways (the composition root's lazy modules) with the screen and its translations.
 * Signing in, the guard gate and the loading bar are always there; the signed-in frame around the screens
 * (header, sidebar, idle warning) is the area `frame`, loaded with the first signed-in page.
 */
export const LAZY_AREA_NAMES = [
  'frame',
  'account',
  'tasks',
  'reports',
  'people',
  'agenda',
  'appointments',
  'availability',
  'locations',
  'planning',
  'wizards',
  'audit',
  'admin',
] as const;

export type LazyAreaName = (typeof LAZY_AREA_NAMES)[number];
