// @ornament/auth-modal: the login modal and the session state (spec 3 §4, §6, §8).
// The host (`@ornament/auth-modal/host`) is the only always-mounted part; the modal loads on demand.
export { LogoutButton, type LogoutButtonProps } from './logout/LogoutButton';
export { useLogout } from './logout/useLogout';
export { isGuestNow, useOpenAuthModal, useUserState } from './session/useUserState';
export { authModalAtom, userEventAtom, userStateAtom, type ModalStart } from './session/atoms';
export { initialUserState, nextUserState, type SessionUser, type UserEvent, type UserState } from './session/userState';
export { afterLogin, type AfterLogin } from './modal/afterLogin';
export { authReducer, initialAuthState, type AuthEvent, type AuthState } from './modal/authMachine';
export { codeMessageMap, fieldOfCode, messagesForMode } from './modal/errorMap';
