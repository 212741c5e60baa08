// The seam between the header's bells and the notification centre: the bells are server-rendered
// links marked with this attribute and an empty badge slot; @ornament/messaging finds them and
// takes them over (the count, the click) without the header carrying any script for it.
export const messagesBellSelector = '[data-messages-bell]';
export const messagesBadgeSelector = '[data-messages-badge]';

export const messagesBellAttributes = { 'data-messages-bell': '', 'aria-haspopup': 'dialog' } as const;

/** Filled by the centre through a portal; empty (and so silent) until then. */
export function MessagesBadgeSlot() {
  return <span data-messages-badge="" />;
}
