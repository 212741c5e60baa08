import { type OrderCreateInput, orderCreateBodySchema } from '@ornament/api-contract';
import { checkoutMessages } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { checkContacts } from './contacts';

const body = (fields: Record<string, unknown>): OrderCreateInput => orderCreateBodySchema.parse(fields);
const buyer = { buyerName: 'Анна', buyerSurname: 'Смирнова', buyerPhone: '+7 (999) 000-00-01' };

describe('checkContacts', () => {
  it('needs the buyer name, surname and phone, each with the spec text at its field', () => {
    const result = checkContacts(body({ buyerName: ' ' }), { country: 'RU', isOperator: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.pointer, e.detail])).toEqual([
      ['/data/attributes/buyer-name', checkoutMessages.buyerRequired],
      ['/data/attributes/buyer-surname', checkoutMessages.buyerRequired],
      ['/data/attributes/buyer-phone', checkoutMessages.buyerRequired],
    ]);
  });

  it('normalises the phone, keeps a valid e-mail and refuses a broken one', () => {
    const ok = checkContacts(body({ ...buyer, buyerEmail: 'Anna@Example.ru' }), { country: 'RU', isOperator: false });
    expect(ok).toEqual({ ok: true, contacts: { buyer: { name: 'Анна', surname: 'Смирнова', phone: '79990000001', email: 'anna@example.ru' }, recipient: expect.objectContaining({ phone: '79990000001' }) } });
    const bad = checkContacts(body({ ...buyer, buyerEmail: 'anna@', buyerPhone: '12' }), { country: 'RU', isOperator: false });
    expect(!bad.ok && bad.errors.map((e) => e.pointer)).toEqual(['/data/attributes/buyer-phone', '/data/attributes/buyer-email']);
  });

  it('takes a KZ IIN only when given, and then only 12 digits', () => {
    const kz = { buyerName: 'Айгерим', buyerSurname: 'Сейткали', buyerPhone: '77010000004' };
    expect(checkContacts(body(kz), { country: 'KZ', isOperator: false }).ok).toBe(true);
    const given = checkContacts(body({ ...kz, buyerIin: '900101 400123' }), { country: 'KZ', isOperator: false });
    expect(given.ok && given.contacts.buyer.iin).toBe('900101400123');
    const wrong = checkContacts(body({ ...kz, buyerIin: '12345' }), { country: 'KZ', isOperator: false });
    expect(!wrong.ok && wrong.errors[0]?.pointer).toBe('/data/attributes/buyer-iin');
  });

  it('needs a whole another recipient once one field of it is given', () => {
    const result = checkContacts(body({ ...buyer, recipientName: 'Иван' }), { country: 'RU', isOperator: false });
    expect(!result.ok && result.errors.map((e) => [e.pointer, e.detail])).toEqual([
      ['/data/attributes/recipient-surname', checkoutMessages.recipientRequired],
      ['/data/attributes/recipient-phone', checkoutMessages.recipientRequired],
    ]);
  });

  it('makes an operator name the customer as recipient, who becomes the buyer without e-mail', () => {
    const missing = checkContacts(body({ ...buyer, buyerEmail: 'op@example.ru' }), { country: 'RU', isOperator: true });
    expect(!missing.ok && missing.errors.map((e) => e.detail)).toEqual([checkoutMessages.recipientRequired, checkoutMessages.recipientRequired, checkoutMessages.recipientRequired]);
    const ok = checkContacts(body({ buyerEmail: 'op@example.ru', recipientName: 'Иван', recipientSurname: 'Петров', recipientPhone: '89161234567' }), { country: 'RU', isOperator: true });
    expect(ok).toEqual({ ok: true, contacts: { buyer: { name: 'Иван', surname: 'Петров', phone: '79161234567' }, recipient: { name: 'Иван', surname: 'Петров', phone: '79161234567' } } });
  });
});
