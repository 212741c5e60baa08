import { atom } from 'jotai';

/**
 * The auth issue's seam: true until a login state exists. Guests get the auth banner (spec 1 §4);
 * the auth package will set this from the session.
 */
export const viewerIsGuestAtom = atom(true);

/** Whether the session is known yet (the auth host has answered guest or signed in); parts that differ by it wait for it. */
export const viewerKnownAtom = atom(false);
