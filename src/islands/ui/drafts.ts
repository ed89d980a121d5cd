/**
 * Unsaved form values kept for this browser tab (sessionStorage), so that leaving a form
 * (for Settings, say) and coming back restores what was typed. Never sent anywhere; a tab
 * without storage simply keeps nothing.
 */
const PREFIX = 'casecourier:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepDraft(key: string, values: unknown) {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Full or refused: the draft is simply not kept.
  }
}

/** The kept values, or undefined; they stay kept until `dropDraft` (a save or a cancel). */
export function readDraft<T>(key: string): T | undefined {
  const text = storage()?.getItem(PREFIX + key);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function dropDraft(key: string) {
  storage()?.removeItem(PREFIX + key);
}
