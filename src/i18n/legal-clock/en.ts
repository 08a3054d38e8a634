import type { legalClockNl } from './nl';

/** English texts of the legal clock: the sick and recovery report. */
export const legalClockEn: typeof legalClockNl = {
  legalClock: {
    intro:
      'Report an employee sick or recovered. The occupational health service sees it at once with the absence case.',
    privacy:
      'You record only what the Dutch Data Protection Authority lets an employer record: how to reach the employee, the expected duration, current appointments and work to be taken over, and whether the safety net, a work accident or a liable third party applies. Never ask or note what is wrong with the employee: they discuss that with the occupational physician alone.',
    chooseFirst: 'Choose an employee first.',
    loading: 'Loading the employee’s absence…',
    failed: 'The absence of this employee could not be loaded.',
    retry: 'Try again',
    notSick: '{{name}} is not reported sick now.',
    sickSince: '{{name}} has been sick since {{date}}: week {{week}} of the absence.',
    partly: 'Working {{percentage}}% of the hours again since {{date}}.',
    sick: {
      legend: 'Sick report',
      firstSickDay: 'First sick day',
      firstSickDayHelp: 'Today, or 14 days back at most.',
      continues:
        'This report falls within four weeks of the last recovery: the absence continues in the same case and the days in between do not count.',
      reachablePhone: 'Phone number where the employee can be reached',
      reachableAddress: 'Nursing address',
      reachableAddressHelp: 'Only when the employee stays somewhere other than at home.',
      expectedDuration: 'Expected duration',
      choose: 'Choose the expected duration',
      durations: {
        under_a_week: 'Less than a week',
        one_to_two_weeks: 'One to two weeks',
        two_to_six_weeks: 'Two to six weeks',
        over_six_weeks: 'More than six weeks',
        unknown: 'Unknown',
      },
      handover: 'Current appointments and work to be taken over',
      handoverHelp: 'Appointments and work only, no complaints or other medical information.',
      safetyNet: 'The safety-net provision of the Sickness Benefits Act applies',
      safetyNetHelp: 'Yes or no only; not why.',
      workAccident: 'The absence follows a work accident',
      thirdPartyLiable: 'A third party is liable (a traffic accident, for example)',
      submit: 'Report sick',
      submitting: 'Reporting…',
      problems: {
        required: 'Fill this in.',
        'in-the-future': 'The first sick day cannot lie after today.',
        'too-far-back': 'A sick report goes back 14 days at most.',
        'too-long': 'This text is too long.',
        'not-a-phone-number': 'Enter a phone number, for example 06 1234 5678.',
        'already-sick': 'This employee is reported sick already and has not recovered.',
        overlaps: 'The employee was reported sick on this day already.',
      },
    },
    recovery: {
      legend: 'Recovery report',
      recoveredOn: 'Recovered from',
      recoveredOnHelp: 'The first day the employee works again.',
      kind: 'Recovery',
      kinds: { full: 'Fully recovered', partial: 'Partly recovered' },
      percentage: 'Part of the hours worked again (%)',
      percentageHelp: 'From 1 to 99. The absence continues for the hours not worked.',
      submit: 'Report recovery',
      submitting: 'Reporting…',
      problems: {
        required: 'Fill this in.',
        'in-the-future': 'Report a recovery on or after the day itself, not ahead.',
        'before-sick': 'The recovery date lies after the first sick day.',
        'not-sick': 'This employee is not reported sick.',
        'out-of-range': 'Enter a percentage from 1 to 99.',
      },
    },
    notices: {
      sickReported: '{{name}} is reported sick.',
      sickContinued: '{{name}} is reported sick; the absence continues in the same case.',
      recovered: '{{name}} is reported recovered.',
      partlyRecovered: 'The partial recovery of {{name}} is reported.',
    },
  },
};
