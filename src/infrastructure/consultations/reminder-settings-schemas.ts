import * as v from 'valibot';

/**
 * The reminders' settings, under /api/external (administrators: `manage_user_roles_permissions`; 403
 * otherwise). The back office reminds each employee of each appointment at the default offsets (a day
 * and an hour before), or at those an administrator set for the appointment's operation, else for its
 * employer (the domain's rule, src/domain/agenda/appointment-reminders.ts offsetsFor); never at night,
 * none for an appointment made less than an hour ahead.
 *
 * GET v3/agenda/reminder-settings: the default offsets, the offsets one may choose (minutes before the
 * start, a week to an hour), the employers and operations one may set them for (by name, in the
 * request's language), and what is set. PUT v3/agenda/reminder-settings/{employer|operation}/{id}
 * `{ offsets }`: at most four of the choices, each once (an empty list: no reminders for it); 422 on
 * `offsets` otherwise, 404 for an employer or operation that is none. DELETE the same address: back to
 * the default. Both answer the settings as GET does. What is set applies to appointments booked or
 * moved from then on.
 */
const Minutes = v.pipe(v.number(), v.integer(), v.minValue(0));
const Named = v.object({ id: v.string(), name: v.string() });

export const ReminderSettingsSchema = v.object({
  data: v.object({
    defaultOffsets: v.array(Minutes),
    choices: v.array(Minutes),
    employers: v.array(Named),
    operations: v.array(Named),
    overrides: v.array(
      v.object({ kind: v.picklist(['employer', 'operation']), id: v.string(), offsets: v.array(Minutes) }),
    ),
  }),
});

export const REMINDER_SETTINGS_PATH = '/v3/agenda/reminder-settings';
