/**
 * Reads of health information, as NEN 7513 asks them logged (../shared/domain/poortwachter.md,
 * "Retention and logging of health data"): when, by whom, about which employee, what was read (its
 * kind and id, never its content), and whether it was an emergency access. A list counts as a read of
 * each health record it shows. The lines are kept at least five years from when they are written
 * (domain/dossiers/retention-period.ts, `accessLog`) and are never changed or deleted.
 */
export const HEALTH_READ_KINDS = ['dossier', 'note', 'document', 'download'] as const;
export type HealthReadKind = (typeof HEALTH_READ_KINDS)[number];

/** Reading the log needs a second factor in the same session (NEN 7513). */
export const HEALTH_READS_NEED_SECOND_FACTOR = true;
