/**
 * What the seeded notes say, per note type (see dossier-file-catalogue.ts): invented case work in the
 * words of Dutch case managers and occupational physicians, true of a case still running as much as of
 * a closed one (that the employee is back is RECOVERY_NOTE_TEXTS'). `{voornaam}` is the employee's
 * first name.
 */
export const NOTE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  '1': [
    '<p><strong>Eerste verzuimgesprek</strong> met {voornaam}. Verwacht zelf binnen twee weken deels te hervatten.</p>' +
      '<ul><li>Contact: elke maandag telefonisch</li><li>Leidinggevende is op de hoogte</li></ul>',
    '<p><strong>Voortgangsgesprek.</strong> {voornaam} werkt inmiddels <strong>3 x 4 uur</strong> in aangepaste taken. ' +
      'De opbouw verloopt volgens plan.</p>',
    '<p>Gesprek over de opbouw. Knelpunt is de reistijd van ruim een uur. Afgesproken dat {voornaam} ' +
      'voorlopig twee dagen per week thuis werkt.</p>',
    '<p>{voornaam} geeft aan dat de werkdruk op de afdeling hoog blijft. <em>Besproken met leidinggevende</em>; ' +
      'een collega neemt tijdelijk de planning over.</p>',
  ],
  '2': [
    '<p>Gebeld met {voornaam}; niet bereikbaar. Voicemail ingesproken en een sms gestuurd.</p>',
    '<p>Teruggebeld door {voornaam}. Afspraak voor het spreekuur van de bedrijfsarts bevestigd.</p>',
  ],
  '3': [
    '<p><strong>Afspraken driegesprek:</strong></p>' +
      '<ol><li>Start met 2 x 3 uur per week</li><li>Niet tillen boven 10 kg</li><li>Evaluatie over vier weken</li></ol>',
    '<p>Werkgever biedt tijdelijk ander werk aan op de administratie. {voornaam} gaat akkoord; start volgende week.</p>',
  ],
  '4': [
    '<p>Dossier overgenomen tijdens de vakantie van de casemanager. <strong>Let op</strong> de termijn van het plan van aanpak.</p>',
    '<p>Offerte voor het traject ontvangen en doorgestuurd naar de werkgever ter akkoord.</p>',
  ],
  '5': [
    '<p><strong>Terugkoppeling na spreekuur:</strong> {voornaam} is beperkt belastbaar.</p>' +
      '<ul><li>Advies: aangepast werk, geen nachtdiensten</li><li>Verwachte duur: zes tot acht weken</li></ul>',
  ],
  '6': [
    '<p><strong>S</strong> — Rugklachten sinds tillen in het magazijn, uitstraling naar het linkerbeen.</p>' +
      '<p><strong>O</strong> — Beperkte anteflexie, neurologisch geen uitval.</p>' +
      '<p><strong>A</strong> — Aspecifieke lage rugklachten.</p>' +
      '<p><strong>P</strong> — Fysiotherapie, opbouw in aangepast werk, spreekuur over drie weken.</p>',
    '<p><strong>S</strong> — Somberheid en slecht slapen na de reorganisatie; onder behandeling bij de POH-GGZ.</p>' +
      '<p><strong>A</strong> — Overspanning.</p>' +
      '<p><strong>P</strong> — Rustige opbouw, eerst contacturen; gesprek met leidinggevende over werkdruk.</p>',
    '<p>Controle na knieoperatie. Wondgenezing goed, revalidatie via de fysiotherapeut. ' +
      'Verwacht volledig herstel binnen acht weken.</p>',
  ],
  '7': [
    '<p>Informatie ontvangen van de huisarts (met toestemming): verwezen naar de orthopeed, wachttijd zes weken.</p>',
    '<p>Uitslag bloedonderzoek besproken; medicatie aangepast door de internist. Belastbaarheid ongewijzigd.</p>',
    '<p>Verslag van de psycholoog ontvangen: traject van tien sessies, de helft gehad. <strong>Prognose gunstig.</strong></p>',
  ],
};

/**
 * What a case's last note says when the employee is back at work: only ever in a closed case of the
 * absence group, written on the day it closed, by note type as above.
 */
export const RECOVERY_NOTE_TEXTS: Readonly<Record<string, readonly string[]>> = {
  '2': [
    '<p>Leidinggevende belde: {voornaam} heeft zich <strong>hersteld gemeld</strong>. Hersteldmelding gecontroleerd.</p>',
  ],
  '5': [
    '<p>{voornaam} is volledig belastbaar voor het eigen werk. Geen beperkingen meer; dossier kan worden afgesloten.</p>',
  ],
};

/**
 * A phone note pasted from an e-mail with markup that must never run: the back office keeps what was
 * sent, and the portal sanitizes every note it shows.
 */
export const HOSTILE_NOTE =
  '<p>Medewerker belde terug over de afspraak.<img src=x onerror="alert(\'xss\')"></p>' +
  '<script>alert("xss")</script><p>De afspraak van donderdag blijft staan.</p>';
