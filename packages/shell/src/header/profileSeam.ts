/** Spec 1 §6: a guest's profile click outside /auth/ starts authentication instead of navigating. */
export function startsAuthentication(isGuest: boolean, pathname: string): boolean {
  return isGuest && !pathname.startsWith('/auth/');
}
