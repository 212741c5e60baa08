'use client';

// Takes over the header's server-rendered bells (packages/shell/src/header/messagesBell.tsx): the
// unread count goes into each bell's badge slot, and a click opens the messages modal — or, for a
// guest, asks for the login (spec 1 §6: the profile's seam).
import { bellMessages as m } from '@ornament/domain';
import { authRequestAtom, messagesBadgeSelector, messagesBellSelector, messagesModalId, openModalAtom } from '@ornament/shell/state';
import { Badge } from '@ornament/ui-kit/components/Badge/Badge';
import { useSetAtom } from 'jotai';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export function BellBinding({ unread, isGuest }: { unread: number; isGuest: boolean }) {
  const pathname = usePathname();
  const openModal = useSetAtom(openModalAtom);
  const requestAuth = useSetAtom(authRequestAtom);
  const [slots, setSlots] = useState<Element[]>([]);

  useEffect(() => {
    const bells = [...document.querySelectorAll<HTMLAnchorElement>(messagesBellSelector)];
    setSlots(bells.flatMap((bell) => [...bell.querySelectorAll(messagesBadgeSelector)]));
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      if (isGuest) requestAuth((count) => count + 1);
      else openModal(messagesModalId);
    };
    for (const bell of bells) bell.addEventListener('click', onClick);
    return () => {
      for (const bell of bells) bell.removeEventListener('click', onClick);
    };
    // The header re-renders its bells on navigation (another header type): look again.
  }, [pathname, isGuest, openModal, requestAuth]);

  const shown = isGuest ? 0 : unread;
  useEffect(() => {
    // The count joins the bell's name ('Уведомления: 3 непрочитанных'); the badge itself is decoration.
    const bells = document.querySelectorAll(messagesBellSelector);
    for (const bell of bells) {
      if (shown > 0) bell.setAttribute('aria-label', `${m.bell}: ${m.unreadCount(shown)}`);
      else bell.removeAttribute('aria-label');
    }
  }, [shown, pathname]);

  if (shown === 0) return null;
  return slots.map((slot, index) =>
    createPortal(
      <span aria-hidden="true">
        <Badge count={shown} floating />
      </span>,
      slot,
      String(index),
    ),
  );
}
