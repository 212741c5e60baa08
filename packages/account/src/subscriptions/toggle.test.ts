import { ApiClientError } from '@ornament/api-client';
import { describe, expect, it } from 'vitest';
import { failureOf, visibleSubscriptions } from './toggle';

const item = (id: string) => ({ id, type: 'subscription' as const, attributes: { title: id, description: '', isChecked: false, channel: 'email' as const } });

describe('subscription toggles', () => {
  it('hides mobile-push', () => {
    expect(visibleSubscriptions([item('email-news'), item('mobile-push'), item('sms-news')]).map((entry) => entry.id)).toEqual(['email-news', 'sms-news']);
  });

  it('keeps the error detail and raises the redirect flag on 401', () => {
    const unauthorized = new ApiClientError({ kind: 'http', message: 'http 401', method: 'POST', path: '/x', status: 401, errors: [{ status: '401', code: 'auth_required', detail: 'Войдите, чтобы продолжить' }] });
    expect(failureOf('sms-news', unauthorized, 'fallback')).toEqual({ kind: 'sms-news', message: 'Войдите, чтобы продолжить', redirect: true });
    const network = new ApiClientError({ kind: 'network', message: 'fetch error', method: 'POST', path: '/x' });
    expect(failureOf('sms-news', network, 'fallback')).toEqual({ kind: 'sms-news', message: 'fetch error', redirect: false });
    expect(failureOf('sms-news', 'weird', 'Не удалось')).toMatchObject({ message: 'Не удалось', redirect: false });
  });
});
