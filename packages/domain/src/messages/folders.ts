export const folderMessages = {
  nameNotNew: 'Введите новое название списка',
  nameEmptyOrTooLong: 'Имя списка пустое или слишком длинное',
  limitToast: 'Создано максимальное количество списков',
} as const;

/** 'Невозможно создать более 20 списков' (spec 2 §5); the limit is the server's meta value or 20. */
export function folderLimitText(limit: number): string {
  return `Невозможно создать более ${limit} списков`;
}

/** Character counter under the folder name field: '12/30'. */
export function folderNameCounter(length: number, max: number): string {
  return `${length}/${max}`;
}
