import { describe, expect, it } from 'vitest';
import { unsubscribeTopics } from './unsubscribeTopics';

describe('S3.7.53 the unsubscribe page lists what the link turns off', () => {
  it('every e-mail kind without a topic, the named one with it, none for an unknown or non-e-mail topic', () => {
    expect(unsubscribeTopics(undefined).map((kind) => kind.code)).toEqual(['email-news', 'email-personal-offers']);
    expect(unsubscribeTopics('email-news').map((kind) => kind.title)).toEqual(['Новости и акции по e-mail']);
    expect(unsubscribeTopics('sms-news')).toEqual([]);
    expect(unsubscribeTopics('weekly-digest')).toEqual([]);
  });
});
