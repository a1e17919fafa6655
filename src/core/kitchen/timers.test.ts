import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../locales/locales';
import { findTimers } from './timers';

const timersOf = (text: string, language: Language) =>
  findTimers(text, language).map(({ seconds, maxSeconds }) =>
    seconds === maxSeconds ? seconds : [seconds, maxSeconds],
  );

const M = 60;
const H = 3600;

const PHRASES: Record<Language, [string, (number | number[])[]][]> = {
  en: [
    ['Cook for 10 minutes, stirring.', [10 * M]],
    ['Bake for 20–25 minutes until golden.', [[20 * M, 25 * M]]],
    ['Simmer for 2½ to 3 hours.', [[2.5 * H, 3 * H]]],
    ['Rest for 1 hour 30 minutes, then slice.', [1.5 * H]],
    ['Leave for an hour and a half.', [1.5 * H]],
    ['Chill for half an hour.', [30 * M]],
    ['Whisk for 30 seconds, then rest 5 more minutes.', [30, 5 * M]],
    ['Microwave in 30-second bursts.', [30]],
    ['Cook for a minute.', [M]],
    ['Leave for twenty minutes.', [20 * M]],
    ['Cut into 5 cm chunks and heat the oven to 180°C.', []],
    ['Add 2 tbsp of oil and 3 eggs.', []],
  ],
  fr: [
    ['Laisse reposer 1 h.', [H]],
    ['Laisse mijoter 2 h 30 à 3 h.', [[2.5 * H, 3 * H]]],
    ['Enfourne 10 à 12 minutes.', [[10 * M, 12 * M]]],
    ['Fais cuire 1 heure et demie.', [1.5 * H]],
    ['Laisse refroidir une demi-heure.', [30 * M]],
    ['Fais chauffer 45 min puis 30 secondes au micro-ondes.', [45 * M, 30]],
    ['Vingt minutes avant la fin, ajoute les champignons.', [20 * M]],
    ['Coupe en cubes de 5 cm et ajoute 2 c. à soupe d’huile.', []],
  ],
  de: [
    ['20–25 Minuten backen.', [[20 * M, 25 * M]]],
    ['2 ½ bis 3 Stunden schmoren.', [[2.5 * H, 3 * H]]],
    ['Eine halbe Stunde ruhen lassen.', [30 * M]],
    ['1 Std. 15 Min. garen.', [75 * M]],
    ['Noch 5 weitere Minuten köcheln.', [5 * M]],
    ['Etwa zehn Minuten quellen lassen.', [10 * M]],
    ['Schneide das Fleisch in 5 cm große Würfel.', []],
  ],
  it: [
    ['Cuoci per 2 ore e mezza-3 ore.', [[2.5 * H, 3 * H]]],
    ['Lascia riposare mezz’ora.', [30 * M]],
    ["Lascia lievitare un'ora.", [H]],
    ['Cuoci 5-6 minuti.', [[5 * M, 6 * M]]],
    ['Una ventina di minuti prima della fine, aggiungi i funghi.', [20 * M]],
    ['Frulla per 30 secondi.', [30]],
    ['Taglia il lime in 8 spicchi.', []],
  ],
  es: [
    ['Deja cocer entre 2 h 30 min y 3 h.', [[2.5 * H, 3 * H]]],
    ['Hornea de 10 a 12 minutos.', [[10 * M, 12 * M]]],
    ['Cocínalos 5 o 6 minutos.', [[5 * M, 6 * M]]],
    ['Deja reposar media hora.', [30 * M]],
    ['Cuece 1 hora y media.', [1.5 * H]],
    ['Cocina 5 minutos más.', [5 * M]],
    ['Corta la carne en dados de 5 cm.', []],
  ],
  pt: [
    ['Cozinhe em fogo baixo por 2h30 a 3h.', [[2.5 * H, 3 * H]]],
    ['Asse por 10 a 12 minutos.', [[10 * M, 12 * M]]],
    ['Deixe descansar meia hora.', [30 * M]],
    ['Cozinhe por mais 5 minutos.', [5 * M]],
    ['Leve ao forno por uma hora e meia.', [1.5 * H]],
    ['Bata por 20 segundos.', [20]],
    ['Corte em cubos de 2 cm.', []],
  ],
};

describe('findTimers, phrases', () => {
  for (const language of LANGUAGES) {
    it.each(PHRASES[language])(`${language}: %s`, (text, expected) => {
      expect(timersOf(text, language)).toEqual(expected);
    });
  }

  it('keeps the words as the step writes them', () => {
    expect(findTimers('Bake for 10 to 12 minutes, until golden.', 'en')).toEqual([
      { seconds: 600, maxSeconds: 720, text: '10 to 12 minutes', index: 9 },
    ]);
  });
});
