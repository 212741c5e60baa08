'use client';

import { useApiClient } from '@ornament/api-client/react/client';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { availabilitySlotId, availabilityText } from './availability';

/**
 * Spec 2 §7 additional-info/?url_codes=: the shopper's city (X-City-Uuid from the city cookie) is
 * personal, so the cached page leaves a line for it and this fills it after paint, loaded lazily by
 * ProductClientParts. A failed call leaves the line empty (spec 2 §4).
 */
export function CityAvailability({ urlCode }: { urlCode: string }) {
  const client = useApiClient();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [text, setText] = useState<string | null>(null);

  useEffect(() => setSlot(document.getElementById(availabilitySlotId)), []);

  useEffect(() => {
    if (!slot) return;
    const controller = new AbortController();
    client.catalog.additionalInfo([urlCode], { signal: controller.signal }).then(
      (response) => {
        const info = response.type === 'data' ? response.data.data.find((entry) => entry.url_code === urlCode) : undefined;
        setText(info ? availabilityText(info) : null);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [client, slot, urlCode]);

  return slot && text ? createPortal(text, slot) : null;
}
