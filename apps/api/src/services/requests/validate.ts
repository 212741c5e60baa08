// Field rules of the request forms (spec 2 §5 leaves them open): a name, a mobile phone by the
// storefront country's rules, an e-mail where asked, and bounded texts. Errors carry JSON pointers.
import { type CountryCode, formRequestServerMessages as m, normalizePhone } from '@ornament/domain';
import { type FieldError, FieldErrors } from '../../plugins/httpError';
import { emailPattern } from '../giftCards/validate';

export class FormChecker {
  readonly errors: FieldError[] = [];

  constructor(private readonly prefix: string) {}

  fail(field: string, detail: string): void {
    this.errors.push({ code: 'invalid_field', detail, pointer: `${this.prefix}/${field}` });
  }

  text(field: string, value: string, detail: string, min = 2): string {
    const trimmed = value.trim();
    if (trimmed.length < min) this.fail(field, detail);
    return trimmed;
  }

  phone(field: string, value: string, country: CountryCode): string {
    const checked = normalizePhone(value, country);
    if (!checked.ok) this.fail(field, m.phone);
    return checked.ok ? checked.e164 : '';
  }

  email(field: string, value: string): string {
    const trimmed = value.trim();
    if (!emailPattern.test(trimmed)) this.fail(field, m.email);
    return trimmed;
  }

  /** Throws the collected errors (422), all at once so the form marks every field. */
  done(): void {
    const [first, ...rest] = this.errors;
    if (first) throw new FieldErrors(422, [first, ...rest]);
  }
}
