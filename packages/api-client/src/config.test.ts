import { describe, expect, it } from 'vitest';
import { type ClientConfig, hostForPath, resolveContext } from './config';
import { testContext } from './testing/fakeFetch';

const config: ClientConfig = {
  defaultBaseUrl: 'http://main.test/',
  baseUrls: {
    catalog: 'http://catalog.test/',
    offer: 'http://offer.test',
    atelier: 'http://atelier.test',
    messaging: 'http://msg.test',
    geo: 'http://geo.test',
    meta: 'http://meta.test',
    common: 'http://common.test',
  },
  context: testContext,
};

describe('hostForPath', () => {
  it.each([
    ['/api/serviceCatalog/v2/catalog/jewelry-catalog/', 'http://catalog.test'],
    ['/api/serviceOffer/v1/offer/points/', 'http://offer.test'],
    ['/api/serviceAtelier/v1/comment/', 'http://atelier.test'],
    ['/api/serviceMsg/v1/messages/', 'http://msg.test'],
    ['/api/serviceGeo/v1/fias/', 'http://geo.test'],
    ['/api/serviceMeta/v1/meta/ip/', 'http://meta.test'],
    ['/api/common/time/', 'http://common.test'],
    ['/api/sklv/v5/location/check/', 'http://main.test'],
  ])('%s goes to %s', (path, host) => expect(hostForPath(config, path)).toBe(host));

  it('does not mistake a longer prefix for a service', () => {
    expect(hostForPath(config, '/api/serviceCatalogue/x/')).toBe('http://main.test');
  });

  it('uses the default base for a service without its own, and same origin when that is empty', () => {
    expect(hostForPath({ ...config, baseUrls: {} }, '/api/serviceCatalog/v2/products/')).toBe('http://main.test');
    expect(hostForPath({ ...config, baseUrls: {}, defaultBaseUrl: '' }, '/api/common/time/')).toBe('');
  });
});

describe('resolveContext', () => {
  it('reads a context function on every call', () => {
    let city = 'a';
    const live: ClientConfig = { ...config, context: () => ({ ...testContext, cityId: city }) };
    expect(resolveContext(live).cityId).toBe('a');
    city = 'b';
    expect(resolveContext(live).cityId).toBe('b');
  });
});
