import { atom } from 'jotai';

/** Menus of the header that can be open; only one at a time (spec 1 §2). */
export type MenuName = 'catalog' | 'cart' | 'favorite' | 'burger' | 'search';

/** The one open header menu, or null. Opening another menu closes the previous one by replacing this value. */
export const activeMenuAtom = atom<MenuName | null>(null);

/** The one open modal id, or null (spec 3 §4: one modal at a time). */
export const openModalAtom = atom<string | null>(null);

/**
 * The auth seam: a guest's profile click (or any 'sign in' action) increments this counter; the
 * auth host (@ornament/auth-modal) opens the modal on every change above 0.
 */
export const authRequestAtom = atom(0);

/** Guest or signed in, as the auth host last learned it (header profile button, auth banner). */
export { viewerIsGuestAtom, viewerKnownAtom } from '../notices/atoms';

/** Where the notification centre finds the header's bells (see header/messagesBell.tsx). */
export { messagesBadgeSelector, messagesBellSelector } from '../header/messagesBell';

/** Basket quantity shown on the cart badge; 0 until the basket issue feeds it. */
export const cartCountAtom = atom(0);

/** The external id of the basket line the last add created (spec 3 §4), or null: the basket marks it. */
export const lastAddedLineAtom = atom<string | null>(null);

/** openModalAtom id of the messages modal (the bell opens it; @ornament/messaging renders it). */
export const messagesModalId = 'messages';

/** openModalAtom id of the city modal (the header's city button). */
export const cityModalId = 'city';

/** Favourites count shown on the favourites badge; 0 until the favourites issue feeds it. */
export const favoritesCountAtom = atom(0);

/** Toggles a menu by name: the same name closes it, another name replaces the open one. */
export const toggleMenuAtom = atom(null, (get, set, name: MenuName) => {
  set(activeMenuAtom, get(activeMenuAtom) === name ? null : name);
});
