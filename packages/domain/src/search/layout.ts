// Text typed with the wrong keyboard layout: the same keys on Latin QWERTY and Russian ЙЦУКЕН.
// 'rjkmwj' is 'кольцо' typed with the Latin layout on; 'кщдуч' is 'rolex' typed with the Russian one.

const latinKeys = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`" + 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const russianKeys = 'йцукенгшщзхъфывапролджэячсмитьбюё' + 'ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ';

function zip(from: string, to: string): ReadonlyMap<string, string> {
  return new Map([...from].map((key, index) => [key, [...to][index] ?? key]));
}

const latinToRussian = zip(latinKeys, russianKeys);
const russianToLatin = zip(russianKeys, latinKeys);

const latinLetter = /[a-z]/iu;
const russianLetter = /[а-яё]/iu;

/** What the keys would have produced on the Russian layout ('cthmub' → 'серьги'). */
export function latinLayoutToRussian(text: string): string {
  return [...text].map((char) => latinToRussian.get(char) ?? char).join('');
}

/** What the keys would have produced on the Latin layout ('кщдуч' → 'rolex'). */
export function russianLayoutToLatin(text: string): string {
  return [...text].map((char) => russianToLatin.get(char) ?? char).join('');
}

/**
 * Re-types one word on the other layout: a Latin word ('[hecnfkm') becomes Russian, a Russian
 * word becomes Latin. Words mixing both alphabets, or holding neither, are returned unchanged.
 */
export function switchWordLayout(word: string): string {
  const hasLatin = latinLetter.test(word);
  const hasRussian = russianLetter.test(word);
  if (hasLatin === hasRussian) return word;
  return hasLatin ? latinLayoutToRussian(word) : russianLayoutToLatin(word);
}
