import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

export function isDocumentVisible(): boolean {
  return document.visibilityState === 'visible';
}

/** Whether this tab is the one on screen (not minimised, not a background tab). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, isDocumentVisible, () => true);
}
