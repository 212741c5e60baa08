// Issue 20: the compatibility check (scripts/openapi/breakingChanges.ts) on copies of the committed
// description with one deliberate change each, and the gate itself: the current description breaks
// no client of the last release (what `pnpm --filter @ornament/api openapi:check` checks).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type BreakingChange, breakingChanges, formatBreakingChange, type OpenApiDescription, patternWidened, type Schema } from '../../scripts/openapi/breakingChanges';
import { descriptionFiles } from '../../scripts/openapi/description';

const current = JSON.parse(readFileSync(descriptionFiles.current, 'utf8')) as OpenApiDescription;
const released = JSON.parse(readFileSync(descriptionFiles.released, 'utf8')) as OpenApiDescription;

const productPath = '/api/serviceCatalog/v2/products/{id}/';
const listingPath = '/api/serviceCatalog/v2/catalog{*}';
const basketCreatePath = '/api/sklv/v6/basket/create/';
const filtersPath = '/api/serviceCatalog/v2/filters{*}';
const json = 'application/json';

interface TestOperation {
  parameters: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content: Record<string, { schema: Schema }> }>;
}

/** A copy of the current description and one of its operations, to change. */
function copyWith(path: string, method: string): { description: OpenApiDescription; operation: TestOperation } {
  const description = structuredClone(current);
  const operation = description.paths?.[path]?.[method] as TestOperation | undefined;
  if (!operation) throw new Error(`${method} ${path} is not in the description`);
  return { description, operation };
}

const responseBody = (operation: TestOperation): Schema => operation.responses['200']!.content[json]!.schema;
const requestBody = (operation: TestOperation): Schema => operation.requestBody.content[json]!.schema;
const propertyOf = (schema: Schema, name: string): Schema => schema.properties![name]!;
const productData = (operation: TestOperation) => propertyOf(responseBody(operation), 'data');

const responsePointer = (...properties: string[]) => `/responses/200/content/application~1json/schema${properties.map((name) => `/properties/${name}`).join('')}`;

describe('the compatibility check', () => {
  it('finds no breaking change between the current description and the last released one (openapi:check)', () => {
    const changes = breakingChanges(released, current);
    expect(changes.map(formatBreakingChange), 'A client built against openapi.released.json would break; keep the old fields and inputs, or make a new major release').toEqual([]);
  });

  it('finds none between a description and its copy', () => {
    expect(breakingChanges(current, structuredClone(current))).toEqual([]);
  });

  it('fails when a response field is removed', () => {
    const { description, operation } = copyWith(productPath, 'get');
    delete productData(operation).properties!.name;
    const changes = breakingChanges(current, description);
    expect(changes).toEqual<BreakingChange[]>([{ path: productPath, method: 'get', pointer: responsePointer('data', 'name'), change: 'response field removed' }]);
    expect(formatBreakingChange(changes[0]!)).toBe(`GET ${productPath} ${responsePointer('data', 'name')}: response field removed`);
  });

  it('fails when a required response field becomes optional or nullable', () => {
    const { description, operation } = copyWith(productPath, 'get');
    const data = productData(operation);
    data.required = data.required!.filter((name) => name !== 'article');
    data.properties!.url_code = { anyOf: [propertyOf(data, 'url_code'), { type: 'null' }] };
    expect(breakingChanges(current, description).map(({ pointer, change }) => [pointer, change])).toEqual([
      [responsePointer('data', 'article'), 'response field became optional'],
      [responsePointer('data', 'url_code'), 'may now be null'],
    ]);
  });

  it('fails when a response field changes type', () => {
    const { description, operation } = copyWith(productPath, 'get');
    productData(operation).properties!.name = { type: 'number' };
    expect(breakingChanges(current, description)).toMatchObject([{ pointer: responsePointer('data', 'name'), change: 'type changed from string to number' }]);
  });

  it('follows $ref into named components (the filters’ recursive fields)', () => {
    const description = structuredClone(current);
    delete description.components!.schemas!.FilterField!.properties!.count;
    const changes = breakingChanges(current, description).filter((change) => change.path === filtersPath && change.method === 'get');
    expect(changes).toEqual([
      { path: filtersPath, method: 'get', pointer: `${responsePointer('data')}/items/properties/fields/items/properties/count`, change: 'response field removed' },
    ]);
  });

  it('fails on a new required input: a query parameter, a body property, an optional property made required', () => {
    const listing = copyWith(listingPath, 'get');
    listing.operation.parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } });
    expect(breakingChanges(current, listing.description)).toEqual([{ path: listingPath, method: 'get', pointer: '/parameters', change: 'new required query parameter region' }]);

    const basket = copyWith(basketCreatePath, 'post');
    const body = requestBody(basket.operation);
    body.properties!.giftWrap = { type: 'boolean' };
    body.required = [...body.required!, 'giftWrap', 'quantity'];
    const bodyPointer = '/requestBody/content/application~1json/schema/properties';
    expect(breakingChanges(current, basket.description).map(({ pointer, change }) => [pointer, change])).toEqual([
      [`${bodyPointer}/giftWrap`, 'new required input'],
      [`${bodyPointer}/quantity`, 'optional input became required'],
    ]);
  });

  it('allows new optional inputs, new response fields and new paths', () => {
    const { description, operation } = copyWith(listingPath, 'get');
    operation.parameters.push({ name: 'region', in: 'query', schema: { type: 'string' } });
    propertyOf(responseBody(operation), 'meta').properties!.region = { type: 'string' };
    description.paths!['/api/sklv/v9/new-thing/'] = { get: { responses: {} } };
    expect(breakingChanges(current, description)).toEqual([]);
  });

  it('fails when a request enum value is removed, allows one added to a request or a response', () => {
    const { description, operation } = copyWith(listingPath, 'get');
    const sort = operation.parameters.find((parameter) => parameter.name === 'sort')!;
    const index = operation.parameters.indexOf(sort);
    sort.schema.enum = ['new_up', 'price_up'];
    const product = copyWith(productPath, 'get');
    expect(breakingChanges(current, description)).toEqual([
      { path: listingPath, method: 'get', pointer: `/parameters/${index}/schema`, change: 'query parameter sort: no longer accepts best_rating' },
    ]);
    const currency = propertyOf(propertyOf(productData(product.operation), 'currency'), 'code');
    expect(currency.enum, 'the product’s currency code is an enum in the description').toBeDefined();
    currency.enum = [...currency.enum!, 'XTS'];
    expect(breakingChanges(current, product.description)).toEqual([]);
  });

  it('fails when a request input is narrowed: a lower maximum, a new pattern', () => {
    const { description, operation } = copyWith(basketCreatePath, 'post');
    const body = requestBody(operation);
    propertyOf(body, 'quantity').maximum = 10;
    propertyOf(body, 'article').pattern = '^\\d+$';
    expect(breakingChanges(current, description).map(({ change }) => change)).toEqual(['pattern changed from none to ^\\d+$', 'maximum lowered from 99 to 10']);
  });

  it('lets a pattern widen a literal word into alternatives that include it, and nothing else', () => {
    expect(patternWidened('^(white|black)-[0-2]\\.svg$', '^(white|black)-[0-2]\\.(webp|svg)$')).toBe(true);
    expect(patternWidened('^[a-z]+\\.svg$', '^[a-z]+\\.(?:svg|webp)$')).toBe(true);
    // The old word is no longer accepted.
    expect(patternWidened('^[a-z]+\\.svg$', '^[a-z]+\\.(webp|png)$')).toBe(false);
    // A quantifier applied to the old word's last character and now to the group: 'sv' is refused.
    expect(patternWidened('^svg?$', '^(svg|x)?$')).toBe(false);
    // Not a literal on either side.
    expect(patternWidened('^[a-z]+$', '^([a-z]+|x)$')).toBe(false);
    expect(patternWidened('^\\d+$', '^\\d{1,3}$')).toBe(false);
    const narrow = copyWith(basketCreatePath, 'post');
    const wide = copyWith(basketCreatePath, 'post');
    propertyOf(requestBody(narrow.operation), 'article').pattern = '^[0-9]+\\.svg$';
    propertyOf(requestBody(wide.operation), 'article').pattern = '^[0-9]+\\.(webp|svg)$';
    expect(breakingChanges(narrow.description, wide.description)).toEqual([]);
    expect(breakingChanges(wide.description, narrow.description).map(({ change }) => change)).toEqual(['pattern changed from ^[0-9]+\\.(webp|svg)$ to ^[0-9]+\\.svg$']);
  });

  it('fails when a path or an operation is removed, not when a path variable is renamed', () => {
    const description = structuredClone(current);
    delete description.paths![productPath];
    delete description.paths![basketCreatePath]!.post;
    const detail = '/api/sklv/v5/profile/orders/{id}/';
    const renamed = JSON.parse(JSON.stringify(description.paths![detail]).replaceAll('"name":"id"', '"name":"orderId"')) as Record<string, unknown>;
    delete description.paths![detail];
    description.paths!['/api/sklv/v5/profile/orders/{orderId}/'] = renamed;
    expect(breakingChanges(current, description)).toEqual([
      { path: productPath, method: 'get', pointer: '', change: 'path removed' },
      { path: basketCreatePath, method: 'post', pointer: '', change: 'operation removed' },
    ]);
  });
});
