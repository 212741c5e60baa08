import type { ContentArea } from '@ornament/api-contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderServer } from '../../testing/renderServer';
import { CardsBlock } from './CardsBlock';
import { channelIconOf } from './channelIcon';

const item = (id: string, title: string, link: string | null, image: string | null = null) => ({ id, title, text: null, html: null, link, image, hover_image: null, sort: Number(id) });

describe('channelIconOf', () => {
  it('S1.8.3: picks the channel icon a link opens, nothing for other links', () => {
    expect(channelIconOf('tel:88001000750')).not.toBeNull();
    expect(channelIconOf('mailto:help@ornament.ru')).not.toBeNull();
    expect(channelIconOf('https://t.me/ornament_support')).not.toBeNull();
    expect(channelIconOf('https://wa.me/78001000750')).not.toBeNull();
    expect(channelIconOf('https://t.me/x')).toBe(channelIconOf('https://t.me/y'));
    expect(channelIconOf('https://example.com/t.me/')).toBeNull();
    expect(channelIconOf('/work-holiday/')).toBeNull();
    expect(channelIconOf(null)).toBeNull();
  });

  it('S1.8.3: the contact cards draw the lazily imported icons, and an item picture still wins', async () => {
    const area: ContentArea = {
      code: 'feedback-channels',
      title: 'Связаться с нами',
      html: '',
      items: [item('1', 'Телефон', 'tel:88001000750'), item('2', 'Telegram', 'https://t.me/ornament_support'), item('3', 'Сайт', '/about/'), item('4', 'Почта', 'mailto:a@b.ru', '/content/mail.svg')],
    };
    const html = await renderServer(<CardsBlock area={area} />);
    // Telephone and Telegram get an inline icon; the page link none; the mail item keeps its picture.
    expect(html.match(/<svg/g)).toHaveLength(2);
    expect(html).toContain('src="/content/mail.svg"');
    expect(renderToStaticMarkup(<CardsBlock area={{ ...area, items: [item('3', 'Сайт', '/about/')] }} />)).not.toContain('<svg');
  });
});
