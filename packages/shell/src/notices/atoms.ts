import { atom } from 'jotai';

/**
 * The auth issue's seam: true until a login state exists. Guests get the auth banner (spec 1 §4);
 * the auth package will set this from the session.
 */
export const viewerIsGuestAtom = atom(true);
