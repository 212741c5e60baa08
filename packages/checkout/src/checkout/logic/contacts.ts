// Buyer and another recipient (spec 3 §3 "Contacts", §4 "Contacts"): adding a recipient makes it
// the active contact and clears its error; removing it makes the buyer (the user) active again.

export interface PersonFields {
  name: string;
  surname: string;
  phone: string;
  iin: string;
}

export interface BuyerFields extends PersonFields {
  email: string;
}

export type ActiveContact = 'user' | 'recipient';

/** The buyer's subscription choices (spec 3 §3 Buyer: news_subscribe, sms_subscribe), the profile's flags. */
export type SubscriptionFlag = 'news-subscribe' | 'sms-subscribe';
export type BuyerSubscriptions = Readonly<Record<SubscriptionFlag, boolean>>;

export interface ContactsState {
  buyer: BuyerFields;
  recipient: PersonFields | null;
  active: ActiveContact;
  /** The another-recipient area's error, shown until a recipient is added or its fields change. */
  recipientError: string | null;
  callBackRequest: boolean;
  /** Null until the profile is read (a guest has none). */
  subscriptions: BuyerSubscriptions | null;
  /** The choice being saved, and the message of one the profile refused. */
  subscriptionSaving: SubscriptionFlag | null;
  subscriptionError: string | null;
}

export type ContactsEvent =
  | { type: 'buyerChanged'; field: keyof BuyerFields; value: string }
  | { type: 'profileLoaded'; buyer: Partial<BuyerFields>; subscriptions?: BuyerSubscriptions }
  | { type: 'subscriptionSaving'; flag: SubscriptionFlag; value: boolean }
  | { type: 'subscriptionSaved'; subscriptions: BuyerSubscriptions }
  | { type: 'subscriptionRefused'; flag: SubscriptionFlag; value: boolean; message: string }
  | { type: 'recipientAdded' }
  | { type: 'recipientChanged'; field: keyof PersonFields; value: string }
  | { type: 'recipientRemoved' }
  | { type: 'recipientError'; message: string | null }
  | { type: 'callBackToggled'; value: boolean };

export const emptyPerson: PersonFields = { name: '', surname: '', phone: '', iin: '' };
export const emptyBuyer: BuyerFields = { ...emptyPerson, email: '' };

export const initialContacts: ContactsState = {
  buyer: emptyBuyer,
  recipient: null,
  active: 'user',
  recipientError: null,
  callBackRequest: false,
  subscriptions: null,
  subscriptionSaving: null,
  subscriptionError: null,
};

/** Only fields the shopper has not typed in yet take the profile's values. */
function prefill(buyer: BuyerFields, profile: Partial<BuyerFields>): BuyerFields {
  const next = { ...buyer };
  for (const key of Object.keys(emptyBuyer) as (keyof BuyerFields)[]) {
    const value = profile[key];
    if (next[key] === '' && value) next[key] = value;
  }
  return next;
}

export function contactsReducer(state: ContactsState, event: ContactsEvent): ContactsState {
  switch (event.type) {
    case 'buyerChanged':
      return { ...state, buyer: { ...state.buyer, [event.field]: event.value } };
    case 'profileLoaded':
      return { ...state, buyer: prefill(state.buyer, event.buyer), subscriptions: event.subscriptions ?? state.subscriptions };
    // A choice shows at once and is saved to the profile; a refusal puts the old value back.
    case 'subscriptionSaving':
      if (!state.subscriptions) return state;
      return { ...state, subscriptions: { ...state.subscriptions, [event.flag]: event.value }, subscriptionSaving: event.flag, subscriptionError: null };
    case 'subscriptionSaved':
      return { ...state, subscriptions: event.subscriptions, subscriptionSaving: null };
    case 'subscriptionRefused':
      if (!state.subscriptions) return state;
      return { ...state, subscriptions: { ...state.subscriptions, [event.flag]: !event.value }, subscriptionSaving: null, subscriptionError: event.message };
    case 'recipientAdded':
      return { ...state, recipient: state.recipient ?? { ...emptyPerson }, active: 'recipient', recipientError: null };
    case 'recipientChanged':
      if (!state.recipient) return state;
      return { ...state, recipient: { ...state.recipient, [event.field]: event.value }, recipientError: null };
    case 'recipientRemoved':
      return { ...state, recipient: null, active: 'user', recipientError: null };
    case 'recipientError':
      return { ...state, recipientError: event.message };
    case 'callBackToggled':
      return { ...state, callBackRequest: event.value };
  }
}
