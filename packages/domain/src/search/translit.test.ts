import { describe, expect, it } from 'vitest';
import { searchResultsPath, toUrlSlug, transliterateToCyrillic, transliterateToLatin, translitKey } from './translit';

describe('transliterateToLatin (GOST 7.79-B for URLs)', () => {
  it.each([
    ['кольцо', 'kolco'],
    ['серьги', 'sergi'],
    ['цепь', 'cep'],
    ['подвеска', 'podveska'],
    ['браслет', 'braslet'],
    ['брошь', 'brosh'],
    ['запонки', 'zaponki'],
    ['часы', 'chasy'],
    ['золото', 'zoloto'],
    ['серебро', 'serebro'],
    ['бриллиант', 'brilliant'],
    ['фианит', 'fianit'],
    ['изумруд', 'izumrud'],
    ['сапфир', 'sapfir'],
    ['жемчуг', 'zhemchug'],
    ['хрусталь', 'xrustal'],
    ['щипцы', 'shhipcy'],
    ['объём', 'obyom'],
    ['эмаль', 'emal'],
    ['юбилей', 'yubilej'],
    ['якорь', 'yakor'],
  ])('%s → %s', (russian, latin) => {
    expect(transliterateToLatin(russian)).toBe(latin);
  });

  it('keeps capitals, Latin letters, digits and spaces', () => {
    expect(transliterateToLatin('Часы Rolex 585')).toBe('Chasy Rolex 585');
    expect(transliterateToLatin('Щука')).toBe('Shhuka');
  });
});

describe('transliterateToCyrillic (one reading)', () => {
  it.each([
    ['zoloto', 'золото'],
    ['serebro', 'серебро'],
    ['brilliant', 'бриллиант'],
    ['podveska', 'подвеска'],
    ['braslet', 'браслет'],
    ['zaponki', 'запонки'],
    ['chasy', 'часы'],
    ['fianit', 'фианит'],
    ['izumrud', 'изумруд'],
    ['sapfir', 'сапфир'],
    ['zhemchug', 'жемчуг'],
    ['khrustal', 'хрустал'],
    ['shchuka', 'щука'],
    ['schuka', 'щука'],
    ['tsep', 'цеп'],
    ['yubiley', 'юбилей'],
    ['mayka', 'майка'],
    ['ekran', 'экран'],
    ["kol'co", 'кольцо'],
  ])('%s → %s', (latin, russian) => {
    expect(transliterateToCyrillic(latin)).toBe(russian);
  });
});

describe('translitKey', () => {
  it.each([
    ['кольцо', 'kolco'],
    ['кольцо', 'koltso'],
    ['кольцо', "kol'co"],
    ['кольцо', 'KOLTSO'],
    ['серьги', 'sergi'],
    ['серьги', "ser'gi"],
    ['цепь', 'tsep'],
    ['цепь', 'cep'],
    ['часы', 'chasy'],
    ['часы', 'chasi'],
    ['бриллиант', 'brilliant'],
    ['бриллиант', 'briliant'],
    ['брошь', 'brosh'],
    ['хрусталь', 'khrustal'],
    ['хрусталь', 'hrustal'],
    ['хрусталь', 'xrustal'],
    ['жемчуг', 'zhemchug'],
    ['щипцы', 'shchiptsy'],
    ['щипцы', 'schipcy'],
    ['ёлка', 'yolka'],
    ['ёлка', 'elka'],
    ['юбилей', 'jubilej'],
    ['юбилей', 'yubiley'],
    ['якорь', 'jakor'],
    ['серебро', 'serebro'],
    ['золото', 'zoloto'],
  ])('%s and %s share a key', (russian, latin) => {
    expect(translitKey(latin)).toBe(translitKey(russian));
  });

  it.each([
    ['кольцо', 'kolye'],
    ['серьги', 'serebro'],
    ['золото', 'zolotoy'],
    ['часы', 'chashka'],
  ])('%s and %s differ', (russian, latin) => {
    expect(translitKey(latin)).not.toBe(translitKey(russian));
  });
});

describe('toUrlSlug (spec 1 §2 results URL)', () => {
  it.each([
    ['кольцо', 'kolco'],
    ['Кольцо золотое 585', 'kolco-zolotoe-585'],
    ['серьги с бриллиантами', 'sergi-s-brilliantami'],
    ['  цепь   -- подвеска ', 'cep-podveska'],
    ['часы (мужские)!', 'chasy-muzhskie'],
    ['Rolex Submariner', 'rolex-submariner'],
    ['Café crème', 'cafe-creme'],
    ["серьги d'or", 'sergi-d-or'],
    ['объявление', 'obyavlenie'],
    ['ёлка', 'yolka'],
    ['!!!', ''],
  ])('%j → %j', (query, slug) => {
    expect(toUrlSlug(query)).toBe(slug);
  });

  it('uses only lowercase Latin letters, digits and single inner hyphens', () => {
    for (const query of ['Щука №5 — «лучшая»', 'Ժամացույց 戒指 кольцо', 'a__b//c']) {
      expect(toUrlSlug(query)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/u);
    }
  });
});

describe('searchResultsPath', () => {
  it('builds /products-search/text/text-{slug}/', () => {
    expect(searchResultsPath('Кольцо золотое')).toBe('/products-search/text/text-kolco-zolotoe/');
  });
});
