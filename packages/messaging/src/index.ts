// @ornament/messaging: the notification centre, the live channel, the task toast and the
// session-start popup. The always-mounted part is `@ornament/messaging/host`; the page is
// `@ornament/messaging/routes/notifications`.
export { openLiveChannel, type ChannelSocket, type LiveChannel, type LiveChannelOptions } from './live/liveChannel';
export { type CentreMessage, fromBell, fromContent, mergeMessages, taskIdOf } from './rules/messages';
export { countSession, sessionPopup } from './rules/sessionStart';
