// The photo search's texts (own wording), apart from its checks so the camera button's first load carries only these.
export const photoSearchMessages = {
  tooLarge: 'Файл слишком большой: до 5 МБ',
  notImage: 'Выберите изображение: JPEG, PNG или WebP',
  failed: 'Не удалось найти похожие товары. Попробуйте другое фото',
} as const;
