'use client';

import { unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { UserState } from '@ornament/auth-modal';
import { formatPhone, type CountryCode } from '@ornament/domain';
import { useEffect, useReducer } from 'react';
import { contactsReducer, initialContacts } from './logic/contacts';

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
        });
      })
      // The fields stay empty for the shopper to fill; the order checks them anyway.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [client, userId, country]);

  return [contacts, dispatch] as const;
}
