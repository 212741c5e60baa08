'use client';

import { unwrap, untilOrderSettles, waitUntil } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import { useEffect, useState } from 'react';

export interface OrderStatusLiveProps {
  orderId: number;
  /** The label the page was rendered with ('Ожидает оплаты'). */
  label: string;
}

/**
 * An order still waiting for its online payment when the thank-you page rendered: the acquirer's
 * notification can come a moment after the shopper is sent back. The status is asked again
 * (GET v5/order/status/{id}/, S3.7.34) every 2 s for at most a minute (S2.9.9) until the order
 * leaves 'payment', and the new label replaces the old one where it stands.
 */
export function OrderStatusLive({ orderId, label }: OrderStatusLiveProps) {
  const client = useApiClient();
  const [current, setCurrent] = useState(label);

  useEffect(() => {
    const controller = new AbortController();
    void waitUntil(
      async () => {
        const { attributes } = unwrap(await client.orders.status(orderId, { cache: 'no-store' })).data;
        return attributes['display-state'] === 'payment' ? undefined : attributes['status-label'];
      },
      { ...untilOrderSettles, signal: controller.signal },
    ).then((settled) => {
      if (settled !== undefined) setCurrent(settled);
    });
    return () => controller.abort();
  }, [client, orderId]);

  return (
    <span role="status" aria-live="polite">
      {current}
    </span>
  );
}
