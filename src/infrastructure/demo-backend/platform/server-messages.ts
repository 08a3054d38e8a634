/**
 * What the demo backend says, in the request's language (it reads Accept-Language like a real one).
 * A `:name` in a message is filled in from the parameters given to `say`.
 */
const MESSAGES = {
  invalidCredentials: { nl: 'Onjuiste gebruikersnaam of wachtwoord.', en: 'Incorrect username or password.' },
  invalidCredentialsTries: {
    nl: 'De gebruikersnaam of het wachtwoord klopt niet. U kunt het nog :count keer proberen; daarna wordt het account 15 minuten geblokkeerd.',
    en: 'The username or password is not correct. You have :count more tries; after that the account is locked for 15 minutes.',
  },
  invalidCredentialsLastTry: {
    nl: 'De gebruikersnaam of het wachtwoord klopt niet. Nog één poging: gaat die mis, dan wordt het account 15 minuten geblokkeerd.',
    en: 'The username or password is not correct. One more try: if it fails, the account is locked for 15 minutes.',
  },
  locked: {
    nl: 'Te veel mislukte pogingen. Uw account is 15 minuten geblokkeerd.',
    en: 'Too many failed attempts. Your account is locked for 15 minutes.',
  },
  csrf: {
    nl: 'Uw sessie is verlopen. Vernieuw de pagina.',
    en: 'Your session has expired. Refresh the page.',
  },
  unauthenticated: { nl: 'U bent niet aangemeld.', en: 'You are not signed in.' },
  invalidCode: {
    nl: 'De verificatiecode is onjuist of verlopen.',
    en: 'The verification code is incorrect or expired.',
  },
  tooManyCodes: {
    nl: 'Te veel onjuiste codes. Meld u opnieuw aan.',
    en: 'Too many incorrect codes. Please sign in again.',
  },
  noPendingSignIn: {
    nl: 'Er is geen aanmelding die op bevestiging wacht.',
    en: 'There is no sign-in waiting for confirmation.',
  },
  noPendingSetup: {
    nl: 'Er wacht geen instelling van tweestapsverificatie op een code.',
    en: 'No two-factor setup is waiting for a code.',
  },
  unavailable: {
    nl: 'De dienst is tijdelijk niet beschikbaar.',
    en: 'The service is temporarily unavailable.',
  },
  notFound: { nl: 'Niet gevonden.', en: 'Not found.' },
  serverError: { nl: 'Er ging iets mis op de server.', en: 'Internal Server Error' },
  required: { nl: 'Dit veld is verplicht.', en: 'This field is required.' },
  invalidInput: { nl: 'De gegevens zijn niet geldig.', en: 'The given data is invalid.' },
  forgotSent: {
    nl: 'Als deze gebruikersnaam bij ons bekend is, ontvangt u een e-mail met een link om uw wachtwoord opnieuw in te stellen.',
    en: 'If we know this username, you will receive an e-mail with a link to reset your password.',
  },
  resetMailSubject: { nl: 'Uw wachtwoord opnieuw instellen', en: 'Reset your password' },
  resetMailBody: {
    nl: 'Beste :name, via deze link stelt u een nieuw wachtwoord in: :link . De link is 60 minuten geldig en werkt één keer. Heeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren.',
    en: 'Dear :name, use this link to choose a new password: :link . The link is valid for 60 minutes and works once. If you did not ask for this, you can ignore this e-mail.',
  },
  tokenInvalid: {
    nl: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
    en: 'This link is invalid or has expired. Please request a new one.',
  },
  passwordReset: {
    nl: 'Uw wachtwoord is gewijzigd. U kunt zich nu aanmelden.',
    en: 'Your password has been changed. You can sign in now.',
  },
  passwordTooShort: {
    nl: 'Het wachtwoord moet minstens :min tekens lang zijn.',
    en: 'The password must be at least :min characters long.',
  },
  passwordUppercase: {
    nl: 'Het wachtwoord moet een hoofdletter bevatten.',
    en: 'The password must contain an uppercase letter.',
  },
  passwordLowercase: {
    nl: 'Het wachtwoord moet een kleine letter bevatten.',
    en: 'The password must contain a lowercase letter.',
  },
  passwordDigit: { nl: 'Het wachtwoord moet een cijfer bevatten.', en: 'The password must contain a digit.' },
  passwordSpecial: {
    nl: 'Het wachtwoord moet een speciaal teken bevatten.',
    en: 'The password must contain a special character.',
  },
  passwordUsername: {
    nl: 'Het wachtwoord mag uw gebruikersnaam niet bevatten.',
    en: 'The password must not contain your username.',
  },
  passwordsDiffer: { nl: 'De wachtwoorden komen niet overeen.', en: 'The passwords do not match.' },
  invalidMobile: {
    nl: 'Vul een geldig Nederlands mobiel nummer in (06 of +316 en acht cijfers).',
    en: 'Enter a valid Dutch mobile number (06 or +316 and eight digits).',
  },
  noMobile: {
    nl: 'Er is geen mobiel nummer bekend voor sms-codes.',
    en: 'There is no mobile number for text message codes.',
  },
  smsBody: {
    nl: 'Uw Arbo Agenda-code is :code. Deze code is 5 minuten geldig.',
    en: 'Your Arbo Agenda code is :code. It is valid for 5 minutes.',
  },
  tooManySms: {
    nl: 'U heeft te veel codes aangevraagd. Probeer het over :seconds seconden opnieuw.',
    en: 'You have requested too many codes. Try again in :seconds seconds.',
  },
  smsRemoved: {
    nl: 'Verificatie per sms is uitgeschakeld.',
    en: 'Verification by text message has been turned off.',
  },
  proofRequiredAuthenticator: {
    nl: 'Bevestig het verwijderen met een code uit uw authenticator-app of met uw wachtwoord.',
    en: 'Confirm the removal with a code from your authenticator app or with your password.',
  },
  proofRequiredSms: {
    nl: 'Bevestig het uitschakelen met een sms-code of met uw wachtwoord.',
    en: 'Confirm turning this off with a text message code or with your password.',
  },
  wrongPassword: { nl: 'Het wachtwoord is onjuist.', en: 'The password is incorrect.' },
  authenticatorRemoved: {
    nl: 'De authenticator-app is verwijderd.',
    en: 'The authenticator app has been removed.',
  },
  ssoInvalid: {
    nl: 'De aanmelding via single sign-on is ongeldig of verlopen.',
    en: 'The single sign-on is invalid or has expired.',
  },
  notLinked: {
    nl: 'Dit account is niet aan het uwe gekoppeld.',
    en: 'This account is not linked to yours.',
  },
  unknownUser: { nl: 'Deze gebruiker bestaat niet.', en: 'This user does not exist.' },
  idleTimeoutTooShort: {
    nl: 'De time-out moet een geheel aantal seconden van minstens :min zijn.',
    en: 'The timeout must be a whole number of seconds, at least :min.',
  },
  clockDays: {
    nl: 'Zet de klok een geheel aantal dagen vooruit, van 0 tot :max.',
    en: 'Move the clock on a whole number of days, from 0 to :max.',
  },
  attendanceMonth: {
    nl: 'Geef een maand op als jjjj-mm.',
    en: 'Give a month as yyyy-mm.',
  },
  attendanceBackwards: {
    nl: 'De laatste maand ligt vóór de eerste.',
    en: 'The last month is before the first.',
  },
  attendanceTooLong: {
    nl: 'Kies hooguit 24 maanden.',
    en: 'Choose at most 24 months.',
  },
  attendanceFuture: {
    nl: 'Een maand die nog moet komen, heeft nog geen opkomst.',
    en: 'A month still to come has no attendance yet.',
  },
  reminderOffsets: {
    nl: 'Kies hooguit vier momenten uit de lijst, elk één keer.',
    en: 'Choose at most four moments from the list, each once.',
  },
  clockAt: {
    nl: 'Zet de klok op een moment met zijn tijdzone, van nu tot :max dagen vooruit.',
    en: 'Set the clock to a moment with its time zone, from now up to :max days ahead.',
  },
  forbidden: { nl: 'U heeft hiervoor geen toestemming.', en: 'You are not allowed to do this.' },
  notPositiveInteger: {
    nl: ':name moet een geheel getal van minstens 1 zijn.',
    en: ':name must be a whole number of at least 1.',
  },
  unknownFilter: { nl: 'Op :name kan niet worden gefilterd.', en: 'Cannot filter on :name.' },
  unknownSortField: { nl: 'Op :field kan niet worden gesorteerd.', en: 'Cannot sort on :field.' },
  unknownInclude: { nl: ':name kan niet worden meegeleverd.', en: 'Cannot include :name.' },
  invalidFilter: { nl: 'Ongeldige filterwaarde: :value.', en: 'Invalid filter value: :value.' },
  invalidDate: { nl: 'Vul een geldige datum in (JJJJ-MM-DD).', en: 'Enter a valid date (YYYY-MM-DD).' },
  dateInPast: {
    nl: 'De datum moet vandaag of later zijn.',
    en: 'The date must be today or later.',
  },
  taskAlreadyOpen: { nl: 'Deze taak staat al open.', en: 'This task is already open.' },
  taskCompleted: {
    nl: 'Deze taak is al afgerond. Heropen haar eerst.',
    en: 'This task has already been completed. Reopen it first.',
  },
  taskCancelled: {
    nl: 'Deze taak is geannuleerd. Heropen haar eerst.',
    en: 'This task has been cancelled. Reopen it first.',
  },
  userNotAuthorized: {
    nl: 'Deze gebruiker mag deze taak niet toegewezen krijgen.',
    en: 'This user may not be given this task.',
  },
  titleLength: {
    nl: 'De titel moet 1 tot :max tekens lang zijn.',
    en: 'The title must be 1 to :max characters long.',
  },
  unknownDossier: { nl: 'Dit dossier bestaat niet.', en: 'This dossier does not exist.' },
  dossierClosed: {
    nl: 'Dit dossier is gesloten; er kunnen geen taken bij.',
    en: 'This dossier is closed; no tasks can be added.',
  },
  // The dossier view: notes, drafts, documents and UWV messages.
  noteTooLong: {
    nl: 'Een notitie mag hoogstens :max tekens bevatten.',
    en: 'A note may have at most :max characters.',
  },
  unknownNoteType: { nl: 'Deze soort notitie bestaat niet.', en: 'This note type does not exist.' },
  unknownDocumentType: { nl: 'Deze soort document bestaat niet.', en: 'This document type does not exist.' },
  unknownUploadType: { nl: 'Deze soort upload bestaat niet.', en: 'This upload type does not exist.' },
  fileTypeNotAllowed: {
    nl: 'Alleen PDF, PNG, JPEG, Word (.docx) en tekstbestanden (.txt) kunnen worden geüpload.',
    en: 'Only PDF, PNG, JPEG, Word (.docx) and text (.txt) files can be uploaded.',
  },
  fileEmpty: { nl: 'Het bestand is leeg.', en: 'The file is empty.' },
  fileTooLarge: {
    nl: 'Het bestand mag hoogstens :max MB groot zijn.',
    en: 'The file may be at most :max MB.',
  },
  dossierTypeMismatch: {
    nl: 'Dit dossier is van een ander type.',
    en: 'This dossier is of another type.',
  },
  // Locations, rooms, resources, resource types and operations: the admin forms' field messages
  // (spec section 5's templates, with the field's name) and the refusal of a delete while in use.
  fieldRequired: { nl: 'Het veld :field is verplicht.', en: 'The :field field is required.' },
  fieldTooLong: {
    nl: 'Het veld :field mag niet meer dan :max tekens bevatten.',
    en: 'The :field may not be longer than :max characters.',
  },
  fieldEmail: {
    nl: 'Het veld :field moet een geldig e-mailadres zijn.',
    en: 'The :field must be a valid e-mail address.',
  },
  fieldPhone: {
    nl: 'Het veld :field moet een geldig telefoonnummer zijn.',
    en: 'The :field must be a valid phone number.',
  },
  fieldPostcode: {
    nl: 'Het veld :field moet een geldige postcode zijn, zoals 1234 AB.',
    en: 'The :field must be a valid postcode, such as 1234 AB.',
  },
  fieldInteger: { nl: 'Het veld :field moet een geheel getal zijn.', en: 'The :field must be an integer.' },
  fieldBetween: {
    nl: 'Het veld :field moet tussen :min en :max liggen.',
    en: 'The :field must be between :min and :max.',
  },
  fieldInvalid: { nl: 'Het veld :field is niet geldig.', en: 'The :field is not valid.' },
  fieldTooMany: {
    nl: 'Het veld :field mag niet meer dan :max items bevatten.',
    en: 'The :field may not have more than :max items.',
  },
  // The admin area: branding logos and users' roles and references.
  logoTypeNotAllowed: {
    nl: 'Een logo moet een PNG-, JPEG- of WebP-afbeelding zijn.',
    en: 'A logo must be a PNG, JPEG or WebP image.',
  },
  logoTooLarge: {
    nl: 'Een logo mag hoogstens :max kB groot zijn.',
    en: 'A logo may be at most :max kB.',
  },
  unknownTheme: { nl: 'Dit thema bestaat niet.', en: 'This theme does not exist.' },
  unknownRole: { nl: 'Deze rol bestaat niet.', en: 'This role does not exist.' },
  unknownEmployee: { nl: 'Deze werknemer bestaat niet.', en: 'This employee does not exist.' },
  unknownAgendaUser: { nl: 'Deze agenda bestaat niet.', en: 'This agenda does not exist.' },
  ownAdminRole: {
    nl: 'U kunt uw eigen recht om rollen te beheren niet intrekken: vraag een andere beheerder.',
    en: 'You cannot take away your own right to manage roles: ask another administrator.',
  },
  // User preferences: a key the back office does not keep.
  unknownPreference: { nl: 'De voorkeur :name bestaat niet.', en: 'There is no preference :name.' },
  endAfterStart: {
    nl: 'De einddatum moet na de begindatum liggen.',
    en: 'The end date must be after the start date.',
  },
  houseNumberFormat: {
    nl: 'Vul een huisnummer in, eventueel met een toevoeging, zoals 12, 12a of 12-3.',
    en: 'Enter a house number, with any addition, such as 12, 12a or 12-3.',
  },
  durationStep: {
    nl: 'De duur moet een veelvoud van :step minuten zijn.',
    en: 'The duration must be a multiple of :step minutes.',
  },
  codeFormat: {
    nl: 'De code bestaat uit 2 tot 16 hoofdletters, cijfers, - of _ en begint met een hoofdletter of cijfer.',
    en: 'The code consists of 2 to 16 capital letters, digits, - or _ and starts with a capital letter or digit.',
  },
  colourFormat: {
    nl: 'De kleur moet een kleurcode zijn, zoals #1f6feb.',
    en: 'The colour must be a colour code, such as #1f6feb.',
  },
  codeTaken: {
    nl: 'Deze code wordt al gebruikt door een andere verrichting.',
    en: 'This code is already used by another operation.',
  },
  unknownLocation: { nl: 'Deze locatie bestaat niet.', en: 'This location does not exist.' },
  roomElsewhere: {
    nl: 'Deze ruimte hoort niet bij deze locatie.',
    en: 'This room does not belong to this location.',
  },
  unknownResourceType: { nl: 'Deze soort middel bestaat niet.', en: 'This resource type does not exist.' },
  unknownResourceTypes: {
    nl: 'Een of meer soorten middelen bestaan niet.',
    en: 'One or more resource types do not exist.',
  },
  unknownOperations: {
    nl: 'Een of meer verrichtingen bestaan niet.',
    en: 'One or more operations do not exist.',
  },
  notBoolean: { nl: 'Het veld :field moet ja of nee zijn.', en: 'The :field must be true or false.' },
  inUse: {
    nl: ':what kan niet worden verwijderd: nog in gebruik bij :uses.',
    en: ':what cannot be deleted: it is still in use by :uses.',
  },
  theLocation: { nl: 'De locatie ":name"', en: 'The location ":name"' },
  theRoom: { nl: 'De ruimte ":name"', en: 'The room ":name"' },
  theResource: { nl: 'Het middel ":name"', en: 'The resource ":name"' },
  theResourceType: { nl: 'De soort middel ":name"', en: 'The resource type ":name"' },
  theOperation: { nl: 'De verrichting ":name"', en: 'The operation ":name"' },
  usesFutureAppointment: { nl: ':count toekomstige afspraak', en: ':count future appointment' },
  usesFutureAppointments: { nl: ':count toekomstige afspraken', en: ':count future appointments' },
  usesSchedule: { nl: ':count beschikbaarheidsrooster', en: ':count availability schedule' },
  usesSchedules: { nl: ':count beschikbaarheidsroosters', en: ':count availability schedules' },
  usesRoom: { nl: ':count ruimte', en: ':count room' },
  usesRooms: { nl: ':count ruimtes', en: ':count rooms' },
  usesResource: { nl: ':count middel', en: ':count resource' },
  usesResources: { nl: ':count middelen', en: ':count resources' },
  usesOperation: { nl: ':count verrichting', en: ':count operation' },
  usesOperations: { nl: ':count verrichtingen', en: ':count operations' },
  and: { nl: 'en', en: 'and' },
  // Availability: schedules, exceptions, personal days off, national holidays, agenda users.
  blocksEmpty: { nl: 'Geef minstens één blok tijd op.', en: 'Add at least one block of time.' },
  blocksEndBeforeStart: {
    nl: 'Elk blok moet na zijn begintijd eindigen.',
    en: 'Each block must end after it starts.',
  },
  blocksOverlap: {
    nl: 'Twee blokken op dezelfde dag overlappen elkaar.',
    en: 'Two blocks on the same day overlap.',
  },
  blocksFormat: {
    nl: 'Elk blok heeft een weekdag (1 tot en met 7) en tijden als UU:MM.',
    en: 'Each block has a weekday (1 to 7) and times as HH:MM.',
  },
  repeatWeeks: {
    nl: 'Herhaal om de :min tot :max weken.',
    en: 'Repeat every :min to :max weeks.',
  },
  timeFormat: { nl: 'Vul een tijd in als UU:MM.', en: 'Enter a time as HH:MM.' },
  endTimeAfterStart: {
    nl: 'De eindtijd moet na de begintijd liggen.',
    en: 'The end time must be after the start time.',
  },
  scheduleOverlap: {
    nl: 'Dit rooster overlapt op :date met een ander rooster van deze persoon (:location).',
    en: 'This schedule overlaps on :date with another schedule of this person (:location).',
  },
  operationsNotOffered: {
    nl: 'De locatie biedt deze verrichtingen niet aan: :names.',
    en: 'The location does not offer these operations: :names.',
  },
  scheduleBeforeLocation: {
    nl: 'De locatie is pas actief vanaf :date.',
    en: 'The location is only active from :date.',
  },
  scheduleAfterLocation: {
    nl: 'De locatie is actief tot en met :date; het rooster moet dan geëindigd zijn.',
    en: 'The location is active until :date; the schedule must have ended by then.',
  },
  notAgendaUser: { nl: 'Deze gebruiker heeft geen agenda.', en: 'This user has no agenda.' },
  scheduleUserFixed: {
    nl: 'De persoon van een rooster kan niet veranderen.',
    en: 'The person of a schedule cannot change.',
  },
  scheduleDeleted: {
    nl: 'Dit rooster is verwijderd. Zet het eerst terug.',
    en: 'This schedule has been deleted. Restore it first.',
  },
  locationEndBeforeSchedules: {
    nl: 'Er lopen nog beschikbaarheidsroosters op deze locatie na deze datum. De vroegst mogelijke einddatum is :date.',
    en: 'Availability schedules at this location run past this date. The earliest valid end date is :date.',
  },
  locationEndOpenSchedules: {
    nl: 'Er lopen beschikbaarheidsroosters zonder einddatum op deze locatie. Geef die eerst een einddatum.',
    en: 'Availability schedules without an end date run at this location. Give them an end date first.',
  },
  scheduleNotInForce: {
    nl: 'Het rooster geldt niet op deze datum.',
    en: 'The schedule does not apply on this date.',
  },
  scheduleNoHours: {
    nl: 'Het rooster heeft op deze datum geen uren.',
    en: 'The schedule has no hours on this date.',
  },
  extraOverlaps: {
    nl: 'Dit extra blok overlapt met een ander rooster van deze persoon.',
    en: 'This extra block overlaps with another schedule of this person.',
  },
  constraintNotOnDate: {
    nl: 'Deze uitzondering valt niet op deze datum.',
    en: 'This exception does not fall on this date.',
  },
  holidayDateTaken: { nl: 'Er is al een feestdag op :date.', en: 'There is already a holiday on :date.' },
  yearOrPeriod: {
    nl: 'Gebruik filter[year] of filter[from] en filter[until], niet beide.',
    en: 'Use filter[year] or filter[from] and filter[until], not both.',
  },
  invalidMoment: {
    nl: 'Vul een geldig tijdstip in, met tijdzone (ISO 8601).',
    en: 'Enter a valid moment, with a time zone (ISO 8601).',
  },
  periodOrder: {
    nl: 'Het einde van de periode moet na het begin liggen.',
    en: 'The end of the period must be after its start.',
  },
  periodTooLong: {
    nl: 'De periode mag hoogstens :max dagen lang zijn.',
    en: 'The period may be at most :max days long.',
  },
  notBooleanFilter: { nl: ':name moet true of false zijn.', en: ':name must be true or false.' },
  // The agenda: appointments, their statuses and series.
  appointmentClash: {
    nl: ':what is dan al geboekt: :title op :when.',
    en: ':what is already booked then: :title on :when.',
  },
  clashUser: { nl: 'De professional', en: 'The professional' },
  clashRoom: { nl: 'De ruimte', en: 'The room' },
  clashResource: { nl: 'Het middel :name', en: 'The resource :name' },
  statusSame: { nl: 'De afspraak heeft deze status al.', en: 'The appointment already has this status.' },
  statusNotAllowed: {
    nl: 'Een afspraak met status :from kan niet naar :to.',
    en: 'An appointment that is :from cannot become :to.',
  },
  statusNotYet: {
    nl: 'Dit kan pas op de dag van de afspraak.',
    en: 'This can only be done on the day of the appointment.',
  },
  appointmentStale: {
    nl: ':name heeft deze afspraak gewijzigd (:when) nadat u begon; uw wijzigingen zijn niet opgeslagen.',
    en: ':name changed this appointment (:when) after you began; your changes have not been saved.',
  },
  appointmentFinal: {
    nl: 'Een afgeronde of geannuleerde afspraak kan niet meer worden gewijzigd.',
    en: 'A completed or cancelled appointment can no longer be changed.',
  },
  'status.planned': { nl: 'gepland', en: 'planned' },
  'status.confirmed': { nl: 'bevestigd', en: 'confirmed' },
  'status.arrived': { nl: 'aangekomen', en: 'arrived' },
  'status.completed': { nl: 'afgerond', en: 'completed' },
  'status.no_show': { nl: 'niet verschenen', en: 'no-show' },
  'status.cancelled': { nl: 'geannuleerd', en: 'cancelled' },
  noteMedicalOnly: {
    nl: 'Alleen medische medewerkers kunnen een notitie bij een afspraak schrijven.',
    en: 'Only medical staff can write a note on an appointment.',
  },
  privateAppointment: { nl: 'Afspraak (afgeschermd)', en: 'Appointment (private)' },
  'operationKind.consultation': { nl: 'Consult', en: 'Consultation' },
  'operationKind.examination': { nl: 'Onderzoek', en: 'Examination' },
  'operationKind.conversation': { nl: 'Gesprek', en: 'Conversation' },
  'operationKind.meeting': { nl: 'Overleg', en: 'Meeting' },
  byPhone: { nl: 'Telefonisch', en: 'By phone' },
  byVideo: { nl: 'Videoverbinding', en: 'By video' },
  roomElsewhereAppointment: {
    nl: 'De ruimte hoort niet bij de gekozen locatie.',
    en: 'The room does not belong to the chosen location.',
  },
  resourceElsewhere: {
    nl: 'Een middel hoort niet bij de gekozen locatie.',
    en: 'A resource does not belong to the chosen location.',
  },
  locationRequiredOnSite: {
    nl: 'Kies een locatie voor een afspraak op locatie.',
    en: 'Choose a location for an appointment on site.',
  },
  operationNotAllowed: {
    nl: 'Deze professional mag niet voor deze verrichting worden ingepland.',
    en: 'This professional may not be booked for this operation.',
  },
  endTimeAfterStartTime: {
    nl: 'De eindtijd moet na de begintijd liggen.',
    en: 'The end time must be after the start time.',
  },
  weekdaysRequired: { nl: 'Kies ten minste één dag.', en: 'Choose at least one day.' },
  seriesUntilBeforeStart: {
    nl: 'De herhaling moet eindigen op of na de eerste datum.',
    en: 'The series must end on or after the first date.',
  },
  seriesTooLong: {
    nl: 'Een reeks heeft hoogstens :max afspraken en loopt hoogstens twee jaar.',
    en: 'A series has at most :max appointments and runs for at most two years.',
  },
  seriesExceptNotInSeries: {
    nl: 'Alleen datums van de reeks zelf kunnen worden weggelaten, en niet allemaal.',
    en: 'Only dates of the series itself can be left out, and not all of them.',
  },
  seriesMovedNotInSeries: {
    nl: 'Alleen datums van de reeks zelf die niet zijn weggelaten kunnen naar een andere tijd.',
    en: 'Only dates of the series itself that are not left out can move to other times.',
  },
  seriesEndOne: {
    nl: 'Kies een einddatum of een aantal keren, niet beide.',
    en: 'Choose an end date or a number of times, not both.',
  },
  notInSeries: {
    nl: 'Deze afspraak hoort niet bij de reeks.',
    en: 'This appointment is not part of the series.',
  },
  seriesMailSubject: { nl: 'Afspraken geannuleerd', en: 'Appointments cancelled' },
  seriesMailBody: {
    nl: 'Beste :name, uw afspraken :title vanaf :date zijn geannuleerd.',
    en: 'Dear :name, your appointments :title from :date on have been cancelled.',
  },
  appointmentMailSubject: { nl: 'Afspraak geannuleerd', en: 'Appointment cancelled' },
  appointmentMailBody: {
    nl: 'Beste :name, uw afspraak :title op :date is geannuleerd.',
    en: 'Dear :name, your appointment :title on :date has been cancelled.',
  },
  appointmentMovedMailSubject: { nl: 'Afspraak verplaatst', en: 'Appointment moved' },
  appointmentMovedMailBody: {
    nl: 'Beste :name, uw afspraak :title is verplaatst naar :date.',
    en: 'Dear :name, your appointment :title has been moved to :date.',
  },
  'field.operationId': { nl: 'verrichting', en: 'operation' },
  'field.employeeId': { nl: 'werknemer', en: 'employee' },
  'field.resourceIds': { nl: 'middelen', en: 'resources' },
  'field.channel': { nl: 'vorm', en: 'form' },
  'field.note': { nl: 'notitie', en: 'note' },
  'field.interval': { nl: 'interval', en: 'interval' },
  'field.count': { nl: 'aantal keren', en: 'number of times' },
  'field.exceptDates': { nl: 'weggelaten datums', en: 'dates left out' },
  'field.movedDates': { nl: 'verplaatste datums', en: 'moved dates' },
  // The fields' names, as the field messages above name them.
  'field.name': { nl: 'naam', en: 'name' },
  'field.street': { nl: 'straat', en: 'street' },
  'field.houseNumber': { nl: 'huisnummer', en: 'house number' },
  'field.postcode': { nl: 'postcode', en: 'postcode' },
  'field.city': { nl: 'plaats', en: 'city' },
  'field.phone': { nl: 'telefoonnummer', en: 'phone number' },
  'field.email': { nl: 'e-mailadres', en: 'e-mail address' },
  'field.activeFrom': { nl: 'actief vanaf', en: 'active from' },
  'field.activeUntil': { nl: 'actief tot en met', en: 'active until' },
  'field.coordinates': { nl: 'coördinaten', en: 'coordinates' },
  'field.employerBookable': { nl: 'boekbaar door werkgevers', en: 'bookable by employers' },
  'field.floor': { nl: 'verdieping', en: 'floor' },
  'field.capacity': { nl: 'capaciteit', en: 'capacity' },
  'field.wheelchairAccessible': { nl: 'rolstoeltoegankelijk', en: 'wheelchair accessible' },
  'field.active': { nl: 'actief', en: 'active' },
  'field.resourceTypeIds': { nl: 'soorten middelen', en: 'resource types' },
  'field.resourceType': { nl: 'soort middel', en: 'resource type' },
  'field.assetNumber': { nl: 'serie- of inventarisnummer', en: 'serial or asset number' },
  'field.roomId': { nl: 'ruimte', en: 'room' },
  'field.locationId': { nl: 'locatie', en: 'location' },
  'field.description': { nl: 'omschrijving', en: 'description' },
  'field.nameNl': { nl: 'Nederlandse naam', en: 'Dutch name' },
  'field.nameEn': { nl: 'Engelse naam', en: 'English name' },
  'field.code': { nl: 'code', en: 'code' },
  'field.duration': { nl: 'duur', en: 'duration' },
  'field.bufferBefore': { nl: 'buffer vooraf', en: 'buffer before' },
  'field.bufferAfter': { nl: 'buffer achteraf', en: 'buffer after' },
  'field.roles': { nl: 'rollen', en: 'roles' },
  'field.colour': { nl: 'kleur', en: 'colour' },
  'field.needsRoom': { nl: 'ruimte nodig', en: 'needs a room' },
  'field.medical': { nl: 'medisch', en: 'medical' },
  'field.operationIds': { nl: 'verrichtingen', en: 'operations' },
  'field.validateOnly': { nl: 'alleen controleren', en: 'validate only' },
  'field.input': { nl: 'zoektekst', en: 'search text' },
  'field.userId': { nl: 'persoon', en: 'person' },
  'field.untilDate': { nl: 'laatste datum', en: 'last date' },
  'field.weekdays': { nl: 'dagen van de week', en: 'days of the week' },
  'field.scope': { nl: 'welke afspraken', en: 'which appointments' },
  'field.appointmentId': { nl: 'afspraak', en: 'appointment' },
  'field.dateFrom': { nl: 'vanaf datum', en: 'from date' },
  dateOutOfRange: {
    nl: 'Kies een datum van :from tot en met :until.',
    en: 'Choose a date from :from up to and including :until.',
  },
  'field.blocks': { nl: 'blokken', en: 'blocks' },
  'field.repeat': { nl: 'herhaling', en: 'repeat' },
  'field.validFrom': { nl: 'geldig vanaf', en: 'valid from' },
  'field.validUntil': { nl: 'geldig tot en met', en: 'valid until' },
  'field.date': { nl: 'datum', en: 'date' },
  'field.kind': { nl: 'soort', en: 'kind' },
  'field.start': { nl: 'begintijd', en: 'start time' },
  'field.end': { nl: 'eindtijd', en: 'end time' },
  'field.startDate': { nl: 'begindatum', en: 'start date' },
  'field.startTime': { nl: 'begintijd', en: 'start time' },
  'field.endDate': { nl: 'einddatum', en: 'end date' },
  'field.endTime': { nl: 'eindtijd', en: 'end time' },
  'field.reason': { nl: 'reden', en: 'reason' },
  'field.year': { nl: 'jaar', en: 'year' },
  'field.disallowedOperationIds': { nl: 'uitgesloten verrichtingen', en: 'excluded operations' },
  'field.timeConstraintUuid': { nl: 'uitzondering', en: 'exception' },
  'field.selectedDate': { nl: 'gekozen datum', en: 'selected date' },
  'field.preferences': { nl: 'voorkeuren', en: 'preferences' },
  'field.agenda_columns': { nl: 'agendakolommen', en: 'agenda columns' },
  'field.agenda_view': { nl: 'agendaweergave', en: 'agenda view' },
  'field.tables': { nl: 'tabelinstellingen', en: 'table settings' },
  'field.language': { nl: 'taal', en: 'language' },
  'field.task_assignee': { nl: 'takenweergave', en: 'task view' },
  'field.saved_views': { nl: 'opgeslagen weergaven', en: 'saved views' },
  'field.themeId': { nl: 'thema', en: 'theme' },
  'field.logo': { nl: 'logo', en: 'logo' },
  'field.fullLogo': { nl: 'volledig logo', en: 'full logo' },
  'field.brandingId': { nl: 'huisstijl', en: 'branding' },
  'field.roleIds': { nl: 'rollen', en: 'roles' },
  'field.agendaUserId': { nl: 'agenda', en: 'agenda' },
  fileContentMismatch: {
    nl: 'De inhoud van het bestand past niet bij het soort bestand.',
    en: 'The content of the file does not match its type.',
  },
  fileNameTooLong: {
    nl: 'De naam van het bestand mag niet meer dan :max tekens bevatten.',
    en: 'The file name may not be longer than :max characters.',
  },
  fileNameInvalid: {
    nl: 'De naam van het bestand mag geen mappen, stuurtekens of tekens voor schrijfrichting bevatten en niet alleen uit punten bestaan.',
    en: 'The file name may not contain folders, control characters or text-direction marks, nor be only dots.',
  },
  demoControlHeader: {
    nl: 'Demo-bediening vraagt de header X-Demo-Control: 1.',
    en: 'Demo controls need the header X-Demo-Control: 1.',
  },
  demoControlCrossSite: {
    nl: 'Demo-bediening werkt alleen vanaf de eigen herkomst van de portal, niet vanaf een andere site.',
    en: 'Demo controls answer only calls from the portal’s own origin, not from another site.',
  },
  bodyTooLarge: {
    nl: 'Het verzoek is te groot: hoogstens :max MB.',
    en: 'The request is too large: at most :max MB.',
  },
  passwordTooLong: {
    nl: 'Het wachtwoord mag hoogstens :max tekens lang zijn.',
    en: 'The password may be at most :max characters long.',
  },
} as const satisfies Record<string, Record<ServerLanguage, string>>;

export type ServerMessage = keyof typeof MESSAGES;
export type ServerLanguage = 'nl' | 'en';

export function languageOf(acceptLanguage: string | undefined): ServerLanguage {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'nl';
}

export const say = (
  key: ServerMessage,
  language: ServerLanguage,
  params: Readonly<Record<string, string | number>> = {},
): string =>
  MESSAGES[key][language].replace(/:([a-z]+)/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
