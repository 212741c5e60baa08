import { ApiClientError } from '@ornament/api-client';
import { describe, expect, it } from 'vitest';
import { addToFolderErrorToast, addedToastKind, folderErrorNotice, folderNameInput, isFavoritesLimit, toastContent, toastKinds } from './notices';

const httpError = (status: number, detail: string) =>
  new ApiClientError({ kind: 'http', message: detail, method: 'POST', path: '/x', status, errors: [{ status: String(status), code: 'x', detail }] });

describe('favourites notices', () => {
  it('has words for every toast kind, the spec’s where it gives them', () => {
    for (const kind of toastKinds) expect(toastContent(kind).title).not.toBe('');
    expect(toastContent('limit')).toMatchObject({ title: 'Избранное переполнено', text: 'Добавлено максимальное количество товаров' });
    expect(toastContent('auth-action-added')).toMatchObject({ title: 'В избранном', text: 'Войдите, чтобы сохранить' });
    expect(toastContent('exists').title).toBe('Товар уже добавлен в список');
    expect(toastContent('folder').title).toBe('Создано максимальное количество списков');
    expect(toastContent('auth-action').title).toBe('Войдите для сохранения списка');
  });

  it('tells guests to sign in after an add and others that it worked', () => {
    expect(addedToastKind(true)).toBe('auth-action-added');
    expect(addedToastKind(false)).toBe('success');
  });

  it('maps the server’s folder answers to the spec’s messages', () => {
    expect(folderErrorNotice(httpError(400, 'List name cannot be same as an existing list name'), 20)).toEqual({ message: 'Введите новое название списка' });
    expect(folderErrorNotice(httpError(400, 'List name is empty or too long'), 20)).toEqual({ message: 'Имя списка пустое или слишком длинное' });
    expect(folderErrorNotice(httpError(400, 'Favorite list limit reached: 20'), 20)).toEqual({ message: 'Невозможно создать более 20 списков', toast: 'folder' });
    expect(folderErrorNotice(httpError(500, 'Internal server error'), 20)).toEqual({ message: 'Internal server error' });
  });

  it('recognises a duplicate product and the 422 favourites limit', () => {
    expect(addToFolderErrorToast(httpError(400, 'Товар уже добавлен в список'))).toBe('exists');
    expect(addToFolderErrorToast(httpError(404, 'Product with this url code does not exist'))).toBeNull();
    expect(isFavoritesLimit(httpError(422, 'Favorites limit reached'))).toBe(true);
    expect(isFavoritesLimit(httpError(404, 'Product with this article does not exist'))).toBe(false);
  });

  it('drops leading spaces and caps the name as it is typed', () => {
    expect(folderNameInput('   Кольца ', 30)).toBe('Кольца ');
    expect(folderNameInput('я'.repeat(35), 30)).toBe('я'.repeat(30));
    expect(folderNameInput('    ', 30)).toBe('');
  });
});
