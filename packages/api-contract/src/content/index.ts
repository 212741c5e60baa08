export {
  contentCodeSchema,
  contentItemSchema,
  contentAreaSchema,
  contentAreaResponseSchema,
  contentPageSchema,
  contentPageResponseSchema,
  contentPageQuerySchema,
  type ContentArea,
  type ContentPage,
} from './content';
