/** A phone as shown and as dialled (`tel:` link). */
export interface Phone {
  readonly display: string;
  readonly tel: string;
}

/** Support lines (spec 1 §9, spec 3 §9). The KZ and international numbers are this shop's own. */
export const supportPhones = {
  mainRussia: { display: '8 800 1000 750', tel: '88001000750' },
  mainKazakhstan: { display: '8 800 080 75 00', tel: '88000807500' },
  mainInternational: { display: '+7 495 660 75 00', tel: '+74956607500' },
  diamant: { display: '8 800 600 01 10', tel: '88006000110' },
} as const satisfies Record<string, Phone>;
