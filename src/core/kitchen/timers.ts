/**
 * Timers read from a step's text ("cook for 10 minutes", "laisse reposer 1 h", "20–25 Minuten
 * backen", "2 h 30 à 3 h"), in the six languages of the catalogue. Pure: cook mode turns each
 * into a button that starts a countdown.
 */
import type { Language } from '../locales/locales';
import { SECONDS, type Scale, VOCABULARIES, type Vocabulary } from './timer-vocabularies';

export interface StepTimer {
  /** The countdown: the lower end of a range ("10 to 12 minutes" starts 10 minutes), in seconds. */
  seconds: number;
  /** The upper end of a range, else `seconds`. */
  maxSeconds: number;
  /** The words as the step writes them, e.g. "10 to 12 minutes". */
  text: string;
  /** Where those words start in the step's text. */
  index: number;
}

const FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };
/** A word boundary for accented words: JavaScript's \b knows only ASCII letters. */
const START = '(?<![\\p{L}\\d])';
const END = '(?![\\p{L}])';

const alternatives = (words: Iterable<string>) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');

/** "2", "2.5", "2,5", "2½", "2 ½", "½", "1 1/2", or a number word. */
function numberPattern(vocabulary: Vocabulary): string {
  const digits = '\\d+(?:[.,]\\d+)?(?:\\s?[½¼¾⅓⅔]|\\s\\d\\/\\d)?|[½¼¾⅓⅔]';
  return `(?:${digits}|${alternatives(Object.keys(vocabulary.numbers))})`;
}

function numberValue(text: string, vocabulary: Vocabulary): number {
  const word = vocabulary.numbers[text.toLowerCase()];
  if (word !== undefined) return word;
  const [, whole = '', fraction = ''] = /^(\d+(?:[.,]\d+)?)?\s?(.*)$/.exec(text.trim()) ?? [];
  const slash = /^(\d)\/(\d)$/.exec(fraction);
  const part = slash ? Number(slash[1]) / Number(slash[2]) : (FRACTIONS[fraction] ?? 0);
  return (whole ? Number(whole.replace(',', '.')) : 0) + part;
}

/** An amount and its unit, words between them ("5 more minutes"), a half after ("1 ora e mezza"). */
function partPattern(vocabulary: Vocabulary, number: string, unit: string): string {
  const filler = vocabulary.filler ? `(?:\\s+(?:${vocabulary.filler}))?` : '';
  return `(${number})[\\s-]*${filler}\\s*(${unit})(\\s+(?:${vocabulary.half})${END})?`;
}

interface Parser {
  pattern: RegExp;
  scaleOf: (unit: string) => Scale;
  vocabulary: Vocabulary;
}

const parsers = new Map<Language, Parser>();

/**
 * One regular expression per language finds: a whole phrase ("half an hour"), or an optional
 * lower bound and range word, then an amount with its unit, an optional second part ("2 h 30",
 * "1 hour and 15 minutes"), and an optional range to a second duration ("2 h 30 à 3 h").
 */
function parserFor(language: Language): Parser {
  const known = parsers.get(language);
  if (known) return known;
  const vocabulary = VOCABULARIES[language];
  const number = numberPattern(vocabulary);
  const unit = `(?:${Object.values(vocabulary.units).join('|')})${END}`;
  const part = partPattern(vocabulary, number, unit);
  // "2 h 30", "2h30": minutes after hours without their unit.
  const duration = `${part}(?:\\s*(?:,|${vocabulary.and})?\\s*(?:${part}|(?<=h\\s?)\\d{2}${END}))?`;
  const range = `\\s*(?:${vocabulary.range}|${vocabulary.and})\\s*`;
  const phrase = alternatives(Object.keys(vocabulary.phrases));
  const pattern = new RegExp(
    `${START}(?:(?<phrase>${phrase})${END}|(?:(?<low>${number})${range}(?=${number}\\s*${unit}))?` +
      `(?<first>${duration})(?:${range}(?<second>${duration}))?)`,
    'giu',
  );
  const scaleOf = (word: string): Scale =>
    (Object.keys(vocabulary.units) as Scale[]).find((scale) =>
      new RegExp(`^(?:${vocabulary.units[scale]})$`, 'iu').test(word),
    ) ?? 'minute';
  const parser = { pattern, scaleOf, vocabulary };
  parsers.set(language, parser);
  return parser;
}

interface Part {
  seconds: number;
  scale: Scale;
}

/** The parts of one matched duration: "2 h 30" is two (hours, then bare minutes). */
function partsOf(text: string, parser: Parser): Part[] {
  const { vocabulary } = parser;
  const unit = `(?:${Object.values(vocabulary.units).join('|')})${END}`;
  const pattern = new RegExp(`${partPattern(vocabulary, numberPattern(vocabulary), unit)}|(\\d{2})$`, 'giu');
  const parts: Part[] = [];
  for (const match of text.matchAll(pattern)) {
    if (match[4] !== undefined) {
      parts.push({ seconds: Number(match[4]) * 60, scale: 'minute' });
      continue;
    }
    const scale = parser.scaleOf(match[2]?.trim() ?? '');
    const amount = numberValue(match[1] ?? '', vocabulary) + (match[3] ? 0.5 : 0);
    parts.push({ seconds: Math.round(amount * SECONDS[scale]), scale });
  }
  return parts;
}

/**
 * One duration's seconds and its first unit: parts of falling units add up ("1 hour and 15
 * minutes"); a part of the same or a larger unit ends a range instead ("2 h y 3 h").
 */
function durationOf(text: string, parser: Parser): { seconds: number; upper: number; scale: Scale } {
  const parts = partsOf(text, parser);
  const [head, tail] = parts;
  if (!head) return { seconds: 0, upper: 0, scale: 'minute' };
  if (!tail || (head.scale === 'hour' && tail.scale !== 'hour') || (head.scale === 'minute' && tail.scale === 'second'))
    return { seconds: head.seconds + (tail?.seconds ?? 0), upper: 0, scale: head.scale };
  return { seconds: head.seconds, upper: tail.seconds, scale: head.scale };
}

/** Every timer a step's text names, in the order it names them. */
export function findTimers(text: string, language: Language): StepTimer[] {
  const parser = parserFor(language);
  const timers: StepTimer[] = [];
  for (const match of text.matchAll(parser.pattern)) {
    const { phrase, low, first, second } = match.groups ?? {};
    if (phrase) {
      const seconds =
        Object.entries(parser.vocabulary.phrases).find(
          ([words]) => words.toLowerCase() === phrase.toLowerCase(),
        )?.[1] ?? 0;
      timers.push({ seconds, maxSeconds: seconds, text: phrase, index: match.index });
      continue;
    }
    if (!first) continue;
    const main = durationOf(first, parser);
    if (main.seconds <= 0) continue;
    let seconds = main.seconds;
    let maxSeconds = Math.max(main.seconds, main.upper);
    if (low !== undefined) {
      const lower = Math.round(numberValue(low, parser.vocabulary) * SECONDS[main.scale]);
      if (lower > 0 && lower < main.seconds) seconds = lower;
    } else if (second) {
      const upper = durationOf(second, parser).seconds;
      if (upper > maxSeconds) maxSeconds = upper;
    }
    timers.push({ seconds, maxSeconds, text: match[0].trim(), index: match.index });
  }
  return timers;
}
