import { describe, expect, it } from 'vitest';
import { contactsReducer, initialContacts } from './contacts';

describe('contacts', () => {
  it('adding a recipient makes it active and clears its error', () => {
    const withError = contactsReducer(initialContacts, { type: 'recipientError', message: 'Заполните данные получателя, чтобы продолжить оформление заказа' });
    const next = contactsReducer(withError, { type: 'recipientAdded' });
    expect(next.active).toBe('recipient');
    expect(next.recipientError).toBeNull();
    expect(next.recipient).toEqual({ name: '', surname: '', phone: '', iin: '' });
  });

  it('removing the recipient makes the user active again', () => {
    const added = contactsReducer(initialContacts, { type: 'recipientAdded' });
    const typed = contactsReducer(added, { type: 'recipientChanged', field: 'name', value: 'Иван' });
    const removed = contactsReducer(typed, { type: 'recipientRemoved' });
    expect(removed.active).toBe('user');
    expect(removed.recipient).toBeNull();
  });

  it('prefills the buyer from the profile without overwriting what was typed', () => {
    const typed = contactsReducer(initialContacts, { type: 'buyerChanged', field: 'name', value: 'Аня' });
    const next = contactsReducer(typed, { type: 'profileLoaded', buyer: { name: 'Анна', surname: 'Смирнова', phone: '79990000001', email: 'anna@example.com' } });
    expect(next.buyer).toEqual({ name: 'Аня', surname: 'Смирнова', phone: '79990000001', email: 'anna@example.com', iin: '' });
  });

  it('ignores recipient edits when there is no recipient', () => {
    expect(contactsReducer(initialContacts, { type: 'recipientChanged', field: 'name', value: 'x' })).toBe(initialContacts);
  });
});

describe('S3.3.7 the buyer’s subscription choices', () => {
  const loaded = contactsReducer(initialContacts, { type: 'profileLoaded', buyer: {}, subscriptions: { 'news-subscribe': false, 'sms-subscribe': true } });

  it('come with the profile, show a change at once, and keep what the profile saved', () => {
    expect(initialContacts.subscriptions).toBeNull();
    expect(loaded.subscriptions).toEqual({ 'news-subscribe': false, 'sms-subscribe': true });
    const saving = contactsReducer(loaded, { type: 'subscriptionSaving', flag: 'news-subscribe', value: true });
    expect(saving).toMatchObject({ subscriptions: { 'news-subscribe': true, 'sms-subscribe': true }, subscriptionSaving: 'news-subscribe' });
    const saved = contactsReducer(saving, { type: 'subscriptionSaved', subscriptions: { 'news-subscribe': true, 'sms-subscribe': true } });
    expect(saved).toMatchObject({ subscriptionSaving: null, subscriptionError: null });
  });

  it('put the old value back with the message when the profile refuses', () => {
    const saving = contactsReducer(loaded, { type: 'subscriptionSaving', flag: 'sms-subscribe', value: false });
    const refused = contactsReducer(saving, { type: 'subscriptionRefused', flag: 'sms-subscribe', value: false, message: 'Не удалось сохранить подписку' });
    expect(refused).toMatchObject({ subscriptions: { 'news-subscribe': false, 'sms-subscribe': true }, subscriptionSaving: null, subscriptionError: 'Не удалось сохранить подписку' });
  });
});
