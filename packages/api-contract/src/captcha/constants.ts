// Zod-free, so browser code can import it through `@ornament/api-contract/http`.

/** The header product authentication's verify and identify calls carry the token in. */
export const captchaTokenHeader = 'x-captcha-token';
