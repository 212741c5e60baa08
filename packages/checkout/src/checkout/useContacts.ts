'use client';

import { firstErrorDetail, unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { UserState } from '@ornament/auth-modal';
import { formatPhone, type CountryCode } from '@ornament/domain';
import { useCallback, useEffect, useReducer } from 'react';
import { contactsReducer, initialContacts, type SubscriptionFlag } from './logic/contacts';
import { checkoutPanelMessages } from './panelMessages';

/** The buyer and another recipient; the buyer is prefilled from the profile once the user is known. */
export function useContacts(user: UserState, country: CountryCode) {
  const client = useApiClient();
  const [contacts, dispatch] = useReducer(contactsReducer, initialContacts);
  const userId = user.isGuest ? null : (user.user?.id ?? null);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    client.auth
      .profile({ cache: 'no-store' })
      .then((response) => {
        const { attributes, isGuest } = unwrap(response).data;
        if (!live || isGuest) return;
        dispatch({
          type: 'profileLoaded',
          buyer: {
            name: attributes.name ?? '',
            surname: attributes.surname ?? '',
            phone: attributes.phone ? formatPhone(attributes.phone, country) : '',
            email: attributes.email ?? '',
            iin: attributes.iin ?? '',
          },
          subscriptions: { 'news-subscribe': attributes['news-subscribe'], 'sms-subscribe': attributes['sms-subscribe'] },
        });
      })
      // The fields stay empty for the shopper to fill; the order checks them anyway.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, userId, country]);

  /** S3.3.7, S3.7.51: a subscription choice at checkout is the profile's, saved at once (PATCH user/{id}/). */
  const setSubscription = useCallback(
    (flag: SubscriptionFlag, value: boolean) => {
      if (userId === null) return;
      dispatch({ type: 'subscriptionSaving', flag, value });
      client.profile
        .updateUser(userId, { [flag]: value })
        .then((response) => {
          const { attributes } = unwrap(response).data;
          dispatch({ type: 'subscriptionSaved', subscriptions: { 'news-subscribe': attributes['news-subscribe'], 'sms-subscribe': attributes['sms-subscribe'] } });
        })
        .catch((failure: unknown) => dispatch({ type: 'subscriptionRefused', flag, value, message: firstErrorDetail(failure) ?? checkoutPanelMessages.subscriptionFailed }));
    },
    [client, userId],
  );

  return [contacts, dispatch, setSubscription] as const;
}
