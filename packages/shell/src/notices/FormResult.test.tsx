import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormResult } from './FormResult';

describe('FormResult (spec 1 §8)', () => {
  it('announces success politely with the spec texts', () => {
    const html = renderToStaticMarkup(<FormResult status="success" />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Заявка успешно отправлена');
    expect(html).toContain('Мы с Вами свяжемся в течение 1-2 рабочих дней для уточнения деталей');
  });

  it('announces failure as an alert, with an optional action', () => {
    const html = renderToStaticMarkup(<FormResult status="failure" action={<button type="button">Ещё раз</button>} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('Ошибка отправки');
    expect(html).toContain('Попробуйте отправить форму еще раз');
    expect(html).toContain('Ещё раз</button>');
  });
});
