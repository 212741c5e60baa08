// The purchase form's values and the call body made of them.
import type { GiftCardCreateBody } from '@ornament/api-contract';
import { defaultGiftCardTimezone } from '@ornament/domain';

export interface BuyValues {
  nominal: number;
  decor: string;
  name: string;
  phone: string;
  email: string;
  sendLater: boolean;
  selectedDate: string;
  selectedTime: string;
  timezone: string;
  note: string;
}

export function initialBuyValues(nominals: readonly number[], decorCodes: readonly string[]): BuyValues {
  return {
    nominal: nominals[2] ?? nominals[0] ?? 0,
    decor: decorCodes[0] ?? '',
    name: '',
    phone: '',
    email: '',
    sendLater: false,
    selectedDate: '',
    selectedTime: '12:00',
    timezone: defaultGiftCardTimezone,
    note: '',
  };
}

export function buyBody(values: BuyValues): GiftCardCreateBody {
  return {
    nominal: values.nominal,
    decor: values.decor,
    recipient: { name: values.name, phone: values.phone, email: values.email },
    sendLater: values.sendLater,
    ...(values.sendLater ? { selectedDate: values.selectedDate, selectedTime: values.selectedTime } : {}),
    timezone: values.timezone,
    note: values.note,
  };
}
