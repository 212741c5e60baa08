import { describe, expect, it } from 'vitest';
import { type CatalogChange, catalogChangeReader } from './stockMoves';

function read(...payloads: string[]): CatalogChange[] {
  const changes: CatalogChange[] = [];
  const reader = catalogChangeReader((change) => changes.push(change));
  for (const payload of payloads) reader.hear(payload);
  return changes;
}

const whole = { wholeCatalogue: true };
const end = (id: string, body: { soldOut: boolean; articles: string[]; shownChanged: string[]; sizesChanged?: string[] }) => `stock-moves:end:${id}:${JSON.stringify(body)}`;

describe('catalogChangeReader', () => {
  it('names the products of a closed bracket that sold nothing out, those whose page changed, and nothing for its own table notices', () => {
    expect(read('stock-moves:begin:m1', 'stock', 'products', end('m1', { soldOut: false, articles: ['A-1', 'A-2', 'A-3'], shownChanged: ['A-2'], sizesChanged: ['A-3'] }))).toEqual([
      { wholeCatalogue: false, articles: ['A-1', 'A-2', 'A-3'], shownChanged: ['A-2'], sizesChanged: ['A-3'], soldOut: false },
    ]);
    expect(read('stock-moves:begin:m1', 'stock', end('m1', { soldOut: false, articles: ['A-1'], shownChanged: [], sizesChanged: [] }))).toEqual([{ wholeCatalogue: false, articles: ['A-1'], shownChanged: [], sizesChanged: [], soldOut: false }]);
  });

  it('reads a closing notice of an API from before the sizes were named apart (it named them as changed pages)', () => {
    expect(read('stock-moves:begin:m1', 'stock', end('m1', { soldOut: false, articles: ['A-1'], shownChanged: ['A-1'] }))).toEqual([{ wholeCatalogue: false, articles: ['A-1'], shownChanged: ['A-1'], sizesChanged: [], soldOut: false }]);
  });

  it('says when one of them sold out', () => {
    expect(read('stock-moves:begin:m1', 'stock', end('m1', { soldOut: true, articles: ['A-1'], shownChanged: ['A-1'], sizesChanged: [] }))).toEqual([{ wholeCatalogue: false, articles: ['A-1'], shownChanged: ['A-1'], sizesChanged: [], soldOut: true }]);
  });

  it('says the whole catalogue for a closing notice it cannot read (another version of the API)', () => {
    expect(read('stock-moves:begin:m1', 'stock', 'stock-moves:end:m1:0:A-1')).toEqual([whole]);
    expect(read('stock-moves:begin:m1', 'stock', 'stock-moves:end:m1:{"soldOut":false,"articles":["A-1"]}')).toEqual([whole]);
    expect(read('stock-moves:begin:m1', 'stock', 'stock-moves:end:m1:{"soldOut":false,"articles":["A-1"],"shownChanged":[],"sizesChanged":"A-1"}')).toEqual([whole]);
  });

  it('says the whole catalogue for any table written outside a bracket', () => {
    expect(read('product_prices')).toEqual([whole]);
    expect(read('stock')).toEqual([whole]);
  });

  it('says the whole catalogue for another table inside a bracket, a bracket never closed, or one closed by another id', () => {
    expect(read('stock-moves:begin:m1', 'product_prices')).toEqual([whole]);
    expect(read('stock-moves:begin:m1', 'stock', 'stock-moves:begin:m2')).toEqual([whole]);
    expect(read('stock-moves:begin:m1', end('m2', { soldOut: false, articles: ['A-1'], shownChanged: [] }))).toEqual([whole]);
    expect(read('stock-moves:begin:m1', end('m1', { soldOut: false, articles: [], shownChanged: [] }))).toEqual([whole]);
  });

  it('says the whole catalogue when notices were lost, and forgets an open bracket', () => {
    const changes: CatalogChange[] = [];
    const reader = catalogChangeReader((change) => changes.push(change));
    reader.hear('stock-moves:begin:m1');
    reader.lost();
    reader.hear('stock');
    expect(changes).toEqual([whole, whole]);
  });
});
