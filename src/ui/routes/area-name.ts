/**
 * The code units of the portal's areas, by name: the signed-in frame (header, sidebar, idle warning,
 * loaded with the first signed-in page) and each area's view-models, use cases and gateways, which load
 * with the first screen that needs them. Filled in from the portal's list of areas (`src/areas/areas.ts`).
 */
// oxlint-disable-next-line typescript/no-empty-interface, typescript/no-empty-object-type -- extended by the list of areas
export interface AreaCodeUnits {}

/** The signed-in frame's code, or an area's code unit. */
export type LazyAreaName = 'frame' | (keyof AreaCodeUnits & string);
