// Product reviews (spec 2 §3, §7 "Reviews", §8, §9). The spec fixes the page sizes (limits.ts) and
// says the send failure shows the first error's detail; the text limits and every Russian text
// here are own wording, shared by the API's error details and the storefront's form.
import { formatNumber } from '../format/number';

const megabyte = 1024 * 1024;

export const reviewPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReviewPhotoType = (typeof reviewPhotoTypes)[number];

export const reviewLimits = {
  ratingMin: 1,
  ratingMax: 5,
  textMinLength: 10,
  textMaxLength: 2000,
  /** Advantages and disadvantages, each. */
  prosConsMaxLength: 1000,
  authorNameMaxLength: 60,
  photosPerReview: 10,
  photoMaxBytes: 10 * megabyte,
  /** Decompression-bomb guard: a photo may not decode to more pixels than this. */
  photoMaxPixels: 40_000_000,
} as const;

export const reviewMessages = {
  write: 'Написать отзыв',
  formTitle: 'Ваш отзыв',
  listTitle: 'Отзывы покупателей',
  more: 'Показать ещё',
  emptyTitle: 'Отзывов пока нет',
  emptyText: 'Станьте первым, кто оценит это изделие.',
  loadFailed: 'Не удалось загрузить отзывы',
  retry: 'Повторить',
  loading: 'Загружаем отзывы…',
  photosTitle: 'Фото покупателей',
  rating: 'Оценка',
  text: 'Комментарий',
  advantages: 'Достоинства',
  disadvantages: 'Недостатки',
  authorName: 'Ваше имя',
  addPhoto: 'Добавить фото',
  deletePhoto: 'Удалить фото',
  uploading: 'Загружаем фото…',
  submit: 'Отправить отзыв',
  sending: 'Отправляем…',
  cancel: 'Отмена',
  successTitle: 'Спасибо за отзыв!',
  successText: 'Он уже опубликован на странице товара.',
  like: 'Полезный отзыв',
  dislike: 'Бесполезный отзыв',
  voteFailed: 'Не удалось учесть голос. Попробуйте ещё раз',
  sendFailed: 'Не удалось отправить отзыв. Попробуйте ещё раз',
  uploadFailed: 'Не удалось загрузить фото. Попробуйте ещё раз',
  photoHint: 'JPEG, PNG или WebP до 10 МБ, не больше 10 фото',
  guestAuthor: 'Покупатель',
  /** A review's own link (spec 2 §7 comment/{id}/): its permalink opens it at the top of the list. */
  permalink: 'Ссылка на отзыв',
  linkedReview: 'Отзыв по ссылке',
  /** A guest who asks to write one: reviews come from signed-in shoppers only (ratings drive sorting). */
  loginToReview: 'Войдите, чтобы оставить отзыв',
  // Details of the API's 4xx answers: the form shows the first one as it is.
  ratingRange: 'Поставьте оценку от 1 до 5',
  textRequired: 'Напишите, чем вам понравилось или не понравилось изделие',
  textTooShort: `Отзыв слишком короткий: нужно хотя бы ${reviewLimits.textMinLength} символов`,
  textTooLong: `Отзыв слишком длинный: не больше ${reviewLimits.textMaxLength} символов`,
  prosConsTooLong: `Не больше ${reviewLimits.prosConsMaxLength} символов`,
  authorNameTooLong: `Имя не длиннее ${reviewLimits.authorNameMaxLength} символов`,
  tooManyPhotos: `Можно приложить не больше ${reviewLimits.photosPerReview} фото`,
  photoType: 'Можно загрузить только фото в формате JPEG, PNG или WebP',
  photoTooLarge: `Фото больше ${reviewLimits.photoMaxBytes / megabyte} МБ`,
  photoUnreadable: 'Не удалось прочитать фото: файл повреждён',
  photoMissing: 'Приложите фото в поле file',
  photoNotFound: 'Фото не найдено или уже приложено к отзыву',
  productNotFound: 'Товар не найден',
  commentNotFound: 'Отзыв не найден',
  alreadyReviewed: 'Вы уже оставили отзыв об этом изделии',
  tooManyRequests: 'Слишком много запросов. Попробуйте через несколько минут',
} as const;

/** The summary reads "3 отзыва", "5 отзывов". */
export const reviewCountForms = ['отзыв', 'отзыва', 'отзывов'] as const;

/** The star input's names: '1 звезда', '3 звезды', '5 звёзд'. */
export const starCountForms = ['звезда', 'звезды', 'звёзд'] as const;

/** For screen readers, wherever stars show a rating: 'Оценка 4 из 5', 'Оценка 4,7 из 5'. */
export function ratingLabel(rating: number): string {
  return `Оценка ${formatNumber(rating, { fractionDigits: Number.isInteger(rating) ? 0 : 1 })} из ${reviewLimits.ratingMax}`;
}
