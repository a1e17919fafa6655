import { useCallback, useEffect, useRef, useState } from 'react';
import type { CookTimer } from './cook-session';

/** "9:05", "1:02:30": what is left, as a kitchen timer shows it. */
export function remainingText(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Three short beeps, made by the page (no sound file to load). */
function beep(context: AudioContext | null) {
  if (!context) return;
  for (let i = 0; i < 3; i++) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(context.destination);
    const start = context.currentTime + i * 0.4;
    oscillator.start(start);
    oscillator.stop(start + 0.25);
  }
}

/**
 * The running timers: they tick while any is set, ring once each (sound, and `onRing` for the
 * words), and survive a reload through `saveCookSession`. A timer has rung once its end is past.
 */
export function useCookTimers(initial: CookTimer[], onRing: (timer: CookTimer) => void) {
  const [timers, setTimers] = useState(initial);
  const [now, setNow] = useState(() => Date.now());
  const audio = useRef<AudioContext | null>(null);
  const latest = useRef({ timers, onRing });
  const rung = useRef(new Set<string>());
  useEffect(() => {
    latest.current = { timers, onRing };
  });

  const ticking = timers.length > 0;
  useEffect(() => {
    if (!ticking) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      for (const timer of latest.current.timers) {
        if (timer.endsAt > time || rung.current.has(timer.id)) continue;
        rung.current.add(timer.id);
        beep(audio.current);
        latest.current.onRing(timer);
      }
    };
    const interval = window.setInterval(tick, 250);
    return () => window.clearInterval(interval);
  }, [ticking]);

  const start = useCallback((timer: Omit<CookTimer, 'id' | 'endsAt'>) => {
    // Sound needs a tap to start; the notification permission is asked on the first timer only.
    const AudioContextClass =
      window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!audio.current && AudioContextClass) audio.current = new AudioContextClass();
    if ('Notification' in window && Notification.permission === 'default') void Notification.requestPermission();
    const started = Date.now();
    setNow(started);
    setTimers((current) => [
      ...current,
      { ...timer, id: `${started}-${Math.random().toString(36).slice(2, 8)}`, endsAt: started + timer.seconds * 1000 },
    ]);
  }, []);

  const remove = useCallback((id: string) => setTimers((current) => current.filter((timer) => timer.id !== id)), []);

  useEffect(() => () => void audio.current?.close(), []);

  return { timers, now, start, remove };
}
