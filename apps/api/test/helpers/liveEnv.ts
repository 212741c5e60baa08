// A complete live-production environment for the start-up checks (startupProblems): every secret,
// token, origin and a real SMS and mail driver. Tests take a piece out to see its one refusal line.
const secret = (letter: string) => letter.repeat(32);

export const liveSecrets = {
  DATABASE_URL: 'postgres://shop@db.internal/shop',
  AUTH_CODE_SECRET: secret('a'),
  LINK_SIGNING_SECRET: secret('b'),
  QR_SIGNING_SECRET: secret('c'),
  LIVE_TOKEN_SECRET: secret('d'),
  CATALOG_ADMIN_TOKEN: secret('e'),
  MESSAGING_ADMIN_TOKEN: secret('f'),
  FORM_REQUESTS_ADMIN_TOKEN: secret('g'),
  RETURNS_ADMIN_TOKEN: secret('h'),
  ALLOWED_ORIGINS: 'https://ornament.ru,https://diamant.ru',
};
export const liveSmsRu = { SMS_DRIVER: 'smsru', SMSRU_API_ID: 'A3CA597E-3ACF-4E7D-82EE-CF82B52B1A8B' };
export const liveSmtp = { MAIL_DRIVER: 'smtp', SMTP_URL: 'smtps://noreply%40ornament.ru:relay-password@smtp.example.ru:465', MAIL_FROM: 'Орнамент <noreply@ornament.ru>' };
