import * as v from 'valibot';

/**
 * The backend's error body: a human message in the request's language, an optional machine code and,
 * for a refused form, the messages per field (Laravel's shape, which the back office speaks).
 */
export const ErrorBodySchema = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** A clash (409 appointment_clash) names the appointments in the way; a malformed list is left out. */
  clashes: v.fallback(
    v.optional(v.array(v.object({ appointmentId: v.string(), start: v.optional(v.string()) }))),
    undefined,
  ),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;
