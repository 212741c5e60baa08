import type { ApiClient } from '@ornament/api-client';
import { AuthRequestLink } from '../header/AuthRequestLink';
import { AuthBanner } from './AuthBanner';
import type { NoticePageType } from './noticeRules';
import * as styles from './notices.css';

export const authBannerArea = 'auth-banner';

/** The banner's words come from the content area (HTML sanitised by the API); no area, no banner. */
export async function loadAuthBanner(client: ApiClient) {
  try {
    const response = await client.content.area(authBannerArea, undefined, { next: { revalidate: 300 } });
    return response.type === 'data' ? response.data.data : null;
  } catch {
    return null;
  }
}

/** Server part of the auth banner: its words; the client gate decides whether it shows. */
export async function AuthBannerSlot({ client, pageType }: { client: ApiClient; pageType?: NoticePageType | undefined }) {
  const area = await loadAuthBanner(client);
  if (!area) return null;
  const action = area.items.find((item) => item.link);
  return (
    <AuthBanner {...(pageType ? { pageType } : {})}>
      <p className={styles.bannerTitle}>{area.title}</p>
      {area.html ? <div className={styles.bannerHtml} dangerouslySetInnerHTML={{ __html: area.html }} /> : null}
      {action?.link ? (
        <AuthRequestLink className={styles.bannerLink} href={action.link}>
          {action.title}
        </AuthRequestLink>
      ) : null}
    </AuthBanner>
  );
}
