/**
 * The session's entry points: the header's profile entry (guest or signed in) and the logout control.
 * Their own module: the header and the personal area's nav are on every page, and importing them must
 * not bring the login modal's texts into the first load.
 */
export const profileEntryLabels = {
  guest: 'Профиль',
  signedIn: 'Личный кабинет',
} as const;

export const logoutMessages = {
  logout: 'Выйти',
  failed: 'Не удалось выйти. Попробуйте ещё раз',
} as const;
