import { useEffect, useRef } from 'react';

interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type SpeechRecognitionClass = new () => SpeechRecognitionLike;

/** The browser's speech recognition, if it has one. */
export function speechRecognition(): SpeechRecognitionClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as { SpeechRecognition?: SpeechRecognitionClass; webkitSpeechRecognition?: SpeechRecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type VoiceCommand = 'next' | 'back' | 'repeat' | 'timer';

/** Hands-free: listens while on, and hands each command heard to `onCommand`. */
export function useVoiceCommands(
  on: boolean,
  lang: string,
  words: Record<VoiceCommand, string>,
  onCommand: (command: VoiceCommand) => void,
) {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  });
  useEffect(() => {
    const Recognition = speechRecognition();
    if (!on || !Recognition) return;
    const recognition = new Recognition();
    recognition.lang = lang;
    recognition.continuous = true;
    recognition.interimResults = false;
    let stopped = false;
    recognition.onresult = (event) => {
      const heard = event.results[event.results.length - 1]?.[0]?.transcript.toLowerCase() ?? '';
      const command = (Object.keys(words) as VoiceCommand[]).find((key) =>
        words[key].split('|').some((word) => heard.includes(word.toLowerCase())),
      );
      if (command) handler.current(command);
    };
    // Browsers end recognition after a silence: listen again while hands-free is on.
    recognition.onend = () => !stopped && recognition.start();
    recognition.start();
    return () => {
      stopped = true;
      recognition.stop();
    };
  }, [on, lang, words]);
}
