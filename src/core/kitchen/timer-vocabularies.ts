/**
 * The words a step's text writes its times with, in the six languages of the catalogue: units,
 * range and joining words, number words and whole phrases ("half an hour"). `timers.ts` builds
 * its patterns from them.
 */
import type { Language } from '../locales/locales';

/** The unit a duration's amount counts in. */
export type Scale = 'second' | 'minute' | 'hour';
/** The seconds in one of each unit. */
export const SECONDS: Record<Scale, number> = { second: 1, minute: 60, hour: 3600 };

/** How one language writes a duration (each string is a regular expression's alternatives). */
export interface Vocabulary {
  units: Record<Scale, string>;
  /** Joins a range: "10 to 12", "5 o 6", "1–2". */
  range: string;
  /** Joins parts of one duration: "1 hour and 30 minutes". */
  and: string;
  /** Number words a step may use ("twenty minutes"); "a"/"an" only counts before a unit. */
  numbers: Record<string, number>;
  /** "and a half" after a unit: "1 ora e mezza". */
  half: string;
  /** Words between an amount and its unit: "5 more minutes". */
  filler?: string;
  /** Whole phrases that are a duration by themselves ("half an hour"), in seconds. */
  phrases: Record<string, number>;
}

const DASHES = '-|–|—';

/** Each language's vocabulary of durations. */
export const VOCABULARIES: Record<Language, Vocabulary> = {
  en: {
    units: { second: 'seconds?|secs?', minute: 'minutes?|mins?', hour: 'hours?|hrs?|h' },
    range: `${DASHES}|to|or`,
    and: 'and',
    numbers: {
      a: 1,
      an: 1,
      one: 1,
      two: 2,
      three: 3,
      four: 4,
      five: 5,
      six: 6,
      seven: 7,
      eight: 8,
      nine: 9,
      ten: 10,
      eleven: 11,
      twelve: 12,
      fifteen: 15,
      twenty: 20,
      thirty: 30,
      forty: 40,
      'forty-five': 45,
    },
    half: 'and a half',
    filler: 'more|extra|further|additional',
    phrases: { 'half an hour': 1800, 'an hour and a half': 5400 },
  },
  fr: {
    units: { second: 'secondes?|sec|s', minute: 'minutes?|min|mn', hour: 'heures?|h' },
    range: `${DASHES}|à|a|ou`,
    and: 'et',
    numbers: {
      une: 1,
      un: 1,
      deux: 2,
      trois: 3,
      quatre: 4,
      cinq: 5,
      six: 6,
      sept: 7,
      huit: 8,
      neuf: 9,
      dix: 10,
      onze: 11,
      douze: 12,
      quinze: 15,
      vingt: 20,
      trente: 30,
      quarante: 40,
    },
    half: 'et demie',
    phrases: { 'une demi-heure': 1800, 'une heure et demie': 5400 },
  },
  de: {
    units: { second: 'Sekunden?|Sek\\.?', minute: 'Minuten?|Min\\.?', hour: 'Stunden?|Std\\.?' },
    range: `${DASHES}|bis|oder`,
    and: 'und',
    numbers: {
      eine: 1,
      einer: 1,
      ein: 1,
      zwei: 2,
      drei: 3,
      vier: 4,
      fünf: 5,
      sechs: 6,
      sieben: 7,
      acht: 8,
      neun: 9,
      zehn: 10,
      elf: 11,
      zwölf: 12,
      fünfzehn: 15,
      zwanzig: 20,
      dreißig: 30,
      vierzig: 40,
    },
    half: 'und eine halbe|einhalb',
    filler: 'weitere',
    phrases: { 'eine halbe Stunde': 1800, 'eineinhalb Stunden': 5400, 'anderthalb Stunden': 5400 },
  },
  it: {
    units: { second: 'secondi|secondo|sec', minute: 'minuti|minuto|min', hour: 'ore|ora|h' },
    range: `${DASHES}|a|o`,
    and: 'e',
    numbers: {
      "un'": 1,
      una: 1,
      un: 1,
      due: 2,
      tre: 3,
      quattro: 4,
      cinque: 5,
      sei: 6,
      sette: 7,
      otto: 8,
      nove: 9,
      dieci: 10,
      undici: 11,
      dodici: 12,
      quindici: 15,
      venti: 20,
      trenta: 30,
      quaranta: 40,
      'una decina di': 10,
      'una ventina di': 20,
      'una trentina di': 30,
    },
    half: 'e mezza|e mezzo',
    phrases: { "mezz'ora": 1800, 'mezz’ora': 1800, "un'ora e mezza": 5400, 'un’ora e mezza': 5400 },
  },
  es: {
    units: { second: 'segundos?|seg', minute: 'minutos?|min', hour: 'horas?|h' },
    range: `${DASHES}|a|o|u`,
    and: 'y',
    numbers: {
      un: 1,
      una: 1,
      dos: 2,
      tres: 3,
      cuatro: 4,
      cinco: 5,
      seis: 6,
      siete: 7,
      ocho: 8,
      nueve: 9,
      diez: 10,
      once: 11,
      doce: 12,
      quince: 15,
      veinte: 20,
      treinta: 30,
      cuarenta: 40,
    },
    half: 'y media|y medio',
    filler: 'más',
    phrases: { 'media hora': 1800, 'una hora y media': 5400 },
  },
  pt: {
    units: { second: 'segundos?|seg', minute: 'minutos?|min', hour: 'horas?|h' },
    range: `${DASHES}|a|ou`,
    and: 'e',
    numbers: {
      um: 1,
      uma: 1,
      dois: 2,
      duas: 2,
      três: 3,
      quatro: 4,
      cinco: 5,
      seis: 6,
      sete: 7,
      oito: 8,
      nove: 9,
      dez: 10,
      onze: 11,
      doze: 12,
      quinze: 15,
      vinte: 20,
      trinta: 30,
      quarenta: 40,
    },
    half: 'e meia|e meio',
    filler: 'mais',
    phrases: { 'meia hora': 1800, 'uma hora e meia': 5400 },
  },
};
