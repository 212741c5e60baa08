// Loaded after hydration, when the browser is idle, so none of it is in a page's first load: the
// address's login parameters (a CRM ticket logs in and leaves the address; '?error=unauthorized'
// opens e-mail login), then the session's profile — asked for only when the signed-in flag cookie
// says there is a session (spec 3 §4 "User state").
import { type ApiClient, isApiClientError, readDocumentCookie } from '@ornament/api-client';
import { authErrorMessages } from '@ornament/domain';
import type { createStore } from 'jotai';
import { authModalAtom, userEventAtom } from './atoms';
import { applyRoleFlags, browserFlagEnvironment, dropSessionFlags, hasSignedInFlag } from './browserFlags';
import { readLoginParams } from './loginParams';
import { signIn } from './signIn';
import { type UserEvent, sessionUserOf } from './userState';

type Store = ReturnType<typeof createStore>;

interface SessionInput {
  client: ApiClient;
  dispatch: (event: UserEvent) => void;
  /** Opens the modal with a message (a ticket that did not work). */
  showMessage: (message: string) => void;
}

async function ticketLogin({ client, dispatch, showMessage }: SessionInput, ticket: string | null): Promise<boolean> {
  if (!ticket) return false;
  try {
    const answer = await client.auth.loginByTicket(ticket);
    if (answer.type !== 'data') return false;
    signIn(sessionUserOf(answer.data.data), dispatch);
    return true;
  } catch (error) {
    const detail = typeof error === 'object' && error !== null && 'errors' in error ? (error as { errors: { detail?: string }[] }).errors[0]?.detail : undefined;
    showMessage(detail || authErrorMessages.ticket_invalid);
    return false;
  }
}

/** The session's state from the address and the profile; `ticket` is already out of the address. */
export async function loadUser(input: SessionInput, ticket: string | null): Promise<void> {
  if (await ticketLogin(input, ticket)) return;
  const env = browserFlagEnvironment((name) => readDocumentCookie(name));
  if (!hasSignedInFlag(env)) {
    input.dispatch({ type: 'noSessionFlag' });
    applyRoleFlags(false, env);
    return;
  }
  try {
    const answer = await input.client.auth.profile();
    if (answer.type === 'data' && !answer.data.data.isGuest) {
      signIn(sessionUserOf(answer.data.data), input.dispatch, 'profileLoaded');
      return;
    }
  } catch (error) {
    // A failed read counts as a guest (spec 3 §4). Only the server's answer ends the session, though: a
    // read cut short by navigation or the network keeps the flag, so the next page asks again.
    if (!isApiClientError(error) || error.kind !== 'http') {
      input.dispatch({ type: 'profileFailed' });
      return;
    }
  }
  input.dispatch({ type: 'profileFailed' });
  dropSessionFlags(env);
}

export function loadSession(client: ApiClient, store: Store): Promise<void> {
  const params = readLoginParams(window.location.href);
  // The ticket is single use: it leaves the address (and the history) before it is spent.
  if (params.ticket) window.history.replaceState(window.history.state, '', params.cleaned);
  if (params.unauthorized) store.set(authModalAtom, { unauthorized: true });
  return loadUser(
    {
      client,
      dispatch: (event) => store.set(userEventAtom, event),
      showMessage: (message) => store.set(authModalAtom, { message }),
    },
    params.ticket,
  );
}
