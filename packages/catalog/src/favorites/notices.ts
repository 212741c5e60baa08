// What each favourites toast says (spec 2 §4 toast kinds, §5, §8) and how server answers about
// folders become the form's message. Pure, so every mapping is tested.
import { favouritesMessages as m, folderLimitText, folderMessages, serverMessageMarkers } from '@ornament/domain';

export const toastKinds = ['success', 'folder', 'folder-added', 'limit', 'exists', 'auth-action', 'auth-action-added', 'add', 'create'] as const;
export type ToastKind = (typeof toastKinds)[number];

export interface ToastContent {
  title: string;
  text?: string;
  tone?: 'success' | 'warning';
}

const contents: Record<ToastKind, ToastContent> = {
  success: { title: m.addedTitle, tone: 'success' },
  folder: { title: folderMessages.limitToast, tone: 'warning' },
  'folder-added': { title: m.addedToFolderTitle, tone: 'success' },
  limit: { title: m.overflowTitle, text: m.overflowText, tone: 'warning' },
  exists: { title: m.alreadyInList, tone: 'warning' },
  'auth-action': { title: m.guestSaveList, tone: 'warning' },
  'auth-action-added': { title: m.guestAddedTitle, text: m.guestAddedText },
  /** A shared list's products were added to the shopper's favourites. */
  add: { title: m.listSavedTitle, tone: 'success' },
  create: { title: m.folderCreatedTitle, tone: 'success' },
};

export function toastContent(kind: ToastKind): ToastContent {
  return contents[kind];
}

/** Spec 2 §4: after an add, guests hear they should sign in; others that it worked. */
export function addedToastKind(isGuest: boolean): ToastKind {
  return isGuest ? 'auth-action-added' : 'success';
}

interface ErrorLike {
  status?: number | undefined;
  message?: string;
  errors?: readonly { detail: string }[];
}

function detailOf(error: unknown): { status: number | undefined; detail: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  return { status: e.status, detail: e.errors?.[0]?.detail ?? e.message ?? '' };
}

export interface FolderErrorNotice {
  /** Shown under the name field. */
  message: string;
  /** A toast beside it, for the folder limit. */
  toast?: ToastKind;
}

/** Spec 2 §5: the server's folder answers → the form's message (and the limit toast). */
export function folderErrorNotice(error: unknown, folderLimit: number): FolderErrorNotice {
  const { status, detail } = detailOf(error);
  if (detail.includes(serverMessageMarkers.folderNameSame)) return { message: folderMessages.nameNotNew };
  if (detail.includes(serverMessageMarkers.folderNameEmptyOrLong)) return { message: folderMessages.nameEmptyOrTooLong };
  if (status === 400 && detail.includes(serverMessageMarkers.folderLimitReached)) return { message: folderLimitText(folderLimit), toast: 'folder' };
  return { message: detail || m.loadError };
}

/** Adding to a folder: 'уже добавлен' → the exists toast; the folder limit → the folder toast. */
export function addToFolderErrorToast(error: unknown): ToastKind | null {
  const { detail } = detailOf(error);
  if (detail.includes(serverMessageMarkers.alreadyInFolder)) return 'exists';
  if (detail.includes(serverMessageMarkers.folderLimitReached)) return 'folder';
  return null;
}

/** Spec 2 §4: the first item of an add answer with status 422 means the favourites are full. */
export function isFavoritesLimit(error: unknown): boolean {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike & { errors?: readonly { status?: string; detail: string }[] };
  return e.errors?.[0]?.status === '422' || (e.errors === undefined && e.status === 422);
}

/** Spec 2 §5: leading spaces are dropped as the shopper types; the name is capped at the limit. */
export function folderNameInput(value: string, max: number): string {
  return [...value.trimStart()].slice(0, max).join('');
}
