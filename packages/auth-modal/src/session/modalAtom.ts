import { atom } from 'jotai';

/** How the modal opens: a plain request, or straight into e-mail mode / with a message. */
export interface ModalStart {
  unauthorized?: boolean;
  /** A message for the phone form's alert (a failed ticket login). */
  message?: string;
}

/** The open modal's start, or null while it is closed. Its own module: the always-mounted host needs only this. */
export const authModalAtom = atom<ModalStart | null>(null);
