import { type ApiClient, unwrap } from '@ornament/api-client';
import { reasonsDeletionArea } from '@ornament/api-contract/http';
import { accountSecurityMessages, type CountryCode, formatPhone, profileMessages as m } from '@ornament/domain';
import { Suspense } from 'react';
import * as account from '../layout/account.css';
import { AccountPage } from '../layout/AccountPage';
import { ErrorState } from '../layout/PageStates';
import { TasksTeaser } from '../tasks/TasksTeaser';
import { AppBanner } from './AppBanner';
import { Avatar } from './Avatar';
import { DeleteAccount } from './DeleteAccount';
import { FillProgress } from './FillProgress';
import { PasswordForm } from './PasswordForm';
import * as styles from './profile.css';
import { ProfileForm } from './ProfileForm';
import { valuesOfUser } from './profileValues';

export interface ProfilePageProps {
  client: ApiClient;
  country: CountryCode;
  /** The storefront's zone, for the tasks' completion dates. */
  timeZone: string;
}

async function loadProfile(client: ApiClient, id: string) {
  const [user, fill, reasons] = await Promise.all([
    client.profile.user(id).then(unwrap),
    client.profile.fillProfile().then(unwrap),
    // Without the reasons the rest of the page still works; deletion then offers none.
    client.content.area(reasonsDeletionArea).then(unwrap, () => null),
  ]);
  return { user, fill, reasons: reasons?.data.items.map((item) => ({ id: item.id, title: item.title })) ?? [] };
}

/** /personal/main/: the profile form, fill-profile progress, password, tasks, the app and account deletion. */
export function ProfilePage({ client, country, timeZone }: ProfilePageProps) {
  return (
    <AccountPage client={client} title={m.navProfile}>
      {async (profile) => {
        const loaded = await loadProfile(client, profile.id).catch(() => null);
        if (!loaded) return <ErrorState title={m.navProfile} />;
        const { user, fill, reasons } = loaded;
        const attributes = user.data.attributes;
        return (
          <>
            <header className={styles.header}>
              <Avatar src={attributes.avatar} name={attributes.name} surname={attributes.surname} />
              <div>
                <h1 className={account.pageTitle}>{[attributes.name, attributes.surname].filter(Boolean).join(' ') || m.navProfile}</h1>
                {attributes.phone ? <p className={account.muted}>{formatPhone(attributes.phone, country)}</p> : null}
              </div>
            </header>
            <FillProgress fill={fill.data.attributes} />
            <ProfileForm
              userId={user.data.id}
              initial={valuesOfUser(attributes)}
              pendingNote={user.meta['pending-email'] ? `${user.meta['pending-email']} — ${accountSecurityMessages.pending}` : undefined}
              phone={attributes.phone ? formatPhone(attributes.phone, country) : '—'} withIin={country === 'KZ'} />
            <PasswordForm hasPassword={user.meta['has-password']} />
            <Suspense fallback={null}>
              <TasksTeaser client={client} timeZone={timeZone} />
            </Suspense>
            <Suspense fallback={null}>
              <AppBanner client={client} />
            </Suspense>
            <DeleteAccount reasons={reasons} />
          </>
        );
      }}
    </AccountPage>
  );
}
