'use client';

import { returnMessages } from '@ornament/domain';
import { ActionButton } from '../shared/ActionButton';

/** PUT return/cancel/ with the return number; the page then reloads the return (spec 3 §4: cancelling clears the current return). */
export function CancelReturn({ returnNumber }: { returnNumber: string }) {
  return <ActionButton label={returnMessages.cancel} fallbackError={returnMessages.cancelFailed} run={(client) => client.returns.cancel(returnNumber)} />;
}
