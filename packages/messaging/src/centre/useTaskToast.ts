'use client';

import type { ApiClient } from '@ornament/api-client';
import { notificationMessages as m, sessionStorageKeys, taskToastText } from '@ornament/domain';
import { useEffect, useRef, useState } from 'react';
import type { CentreMessage } from '../rules/messages';
import { taskToastAllowed, taskToastDelayMs } from '../rules/taskToast';

export interface TaskToastState {
  title: string;
  text: string;
}

/** Task messages already toasted in this browser session, so a page load does not repeat them. */

function alreadyShown(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(sessionStorageKeys.taskToastShown) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.map(String) : []);
  } catch {
    return new Set();
  }
}

function remember(shown: Set<string>): void {
  try {
    window.sessionStorage.setItem(sessionStorageKeys.taskToastShown, JSON.stringify([...shown]));
  } catch {
    // storage blocked: at worst the toast shows again on the next page
  }
}

/**
 * The task toast (spec 1 §4): 500 ms after an unread completed-task message loads (or arrives live),
 * its task's bonuses are read and the toast shows them. Suppressed at 768 px and narrower; a task the
 * API no longer knows (404) ends the fetch and the toast shows its title alone.
 */
export function useTaskToast(messages: readonly CentreMessage[], client: ApiClient): [TaskToastState | null, () => void] {
  const [toast, setToast] = useState<TaskToastState | null>(null);
  const [pending, setPending] = useState<CentreMessage | null>(null);
  const shown = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (pending) return;
    const seen = (shown.current ??= alreadyShown());
    const candidate = messages.find((message) => message.taskId !== null && !message.viewed && !seen.has(message.key));
    if (!candidate) return;
    seen.add(candidate.key);
    remember(seen);
    if (taskToastAllowed(window.innerWidth)) setPending(candidate);
  }, [messages, pending]);

  useEffect(() => {
    if (!pending || pending.taskId === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      client.loyalty
        .task(pending.taskId!, { signal: controller.signal })
        .then((lookup) => setToast({ title: m.taskDone, text: lookup.found ? taskToastText(lookup.task.bonusAmount) : '' }))
        .catch(() => undefined) // network: no toast, the message stays in the list
        .finally(() => setPending(null));
    }, taskToastDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pending, client]);

  return [toast, () => setToast(null)];
}
