// Issue 19 finding 10, the forms' side: which saves need a confirmation code from SMS, and what a
// saved e-mail change leaves behind. Pure, so the rules are tested without a browser.

/** How the server compares addresses: trimmed, lower-cased, empty as none. */
export function normalEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** The profile form asks for a code when the typed e-mail is not the account's confirmed one. */
export function emailNeedsCode(confirmed: string, typed: string): boolean {
  return normalEmail(confirmed) !== normalEmail(typed);
}

/** The password form asks for a code while the account has no password (the first one). */
export function passwordNeedsCode(hasPassword: boolean): boolean {
  return !hasPassword;
}

/** The address the letter went to, from the saved answer; null when the save changed no e-mail. */
export function mailedAddress(codeAsked: boolean, pendingEmail: string | null | undefined): string | null {
  return codeAsked && pendingEmail ? pendingEmail : null;
}
