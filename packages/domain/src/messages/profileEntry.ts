/**
 * The header's profile entry, guest or signed in. Its own module: the header is on every page, and
 * importing it must not bring the login modal's texts into the first load.
 */
export const profileEntryLabels = {
  guest: 'Профиль',
  signedIn: 'Личный кабинет',
} as const;
