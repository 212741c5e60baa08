import type { ContentArea } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { toWorkHoliday } from './workHoliday';

const area = (code: string, items: { title: string; text?: string; link?: string; image?: string }[], html = ''): ContentArea => ({
  code,
  title: code,
  html,
  items: items.map((item, sort) => ({ id: `${code}-${sort}`, title: item.title, text: item.text ?? null, html: null, link: item.link ?? null, image: item.image ?? null, sort })),
});

describe('toWorkHoliday', () => {
  it('maps the four areas to banner, support, delivery and partner points', () => {
    const page = {
      code: 'work-holiday',
      title: 'График',
      seo: { title: '', description: '' },
      contents: [
        area('work-holiday-banner', []),
        area('work-holiday-support', [{ title: '31 декабря', text: 'с 9:00 до 18:00' }]),
        area('work-holiday-delivery', [{ title: 'Москва', text: 'До 16:00' }]),
        area('work-holiday-partner-points', [{ title: 'СДЭК', link: 'https://www.cdek.ru/', image: '/api/x.svg' }], '<p>Графики партнёров</p>'),
      ],
    };
    expect(toWorkHoliday(page)).toEqual({
      banner: page.contents[0],
      support: [{ date: '31 декабря', time: 'с 9:00 до 18:00' }],
      delivery: [{ city: 'Москва', comments: 'До 16:00' }],
      partner_points: [{ name: 'СДЭК', link: 'https://www.cdek.ru/', icon: '/api/x.svg' }],
      partnerNote: '<p>Графики партнёров</p>',
    });
  });

  it('leaves missing parts empty', () => {
    expect(toWorkHoliday({ code: 'work-holiday', title: 'График', seo: { title: '', description: '' } })).toMatchObject({ banner: null, support: [], delivery: [], partner_points: [] });
  });
});
