export const returnMessages = {
  createFailed:
    'При оформлении возврата возникла ошибка. Проверьте корректность заполнения данных и повторите попытку.',
} as const;
