'use client';

import { limits, sessionStorageKeys } from '@ornament/domain';
import { useEffect, useRef } from 'react';
import { countSession, type SessionPopup, sessionPopup } from '../rules/sessionStart';

export interface SessionStartOptions {
  /** The lists have loaded (the bell's only for a signed-in shopper). */
  ready: boolean;
  isGuest: boolean;
  unread: number;
  hasContent: boolean;
  onPopup: (popup: Exclude<SessionPopup, null>) => void;
}

/** Set in sessionStorage once the session's first page has decided its popup. */

function firstDecision(): boolean {
  try {
    if (window.sessionStorage.getItem(sessionStorageKeys.sessionPopupDecided) === 'true') return false;
    window.sessionStorage.setItem(sessionStorageKeys.sessionPopupDecided, 'true');
  } catch {
    // storage blocked: decide on every page rather than never
  }
  return true;
}

/** When the lists are in on a session's first page: the session-start popup after 1 s (spec 1 §4). */
export function useSessionStart(options: SessionStartOptions): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!options.ready) return;
    const counter = countSession(window.localStorage, window.sessionStorage);
    if (!firstDecision()) return;
    const timer = window.setTimeout(() => {
      const { isGuest, unread, hasContent, onPopup } = latest.current;
      const popup = sessionPopup({ counter, isGuest, unread, hasContent });
      if (popup) onPopup(popup);
    }, limits.sessionMessageDelayMs);
    return () => window.clearTimeout(timer);
  }, [options.ready]);
}
