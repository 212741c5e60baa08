// A complete live-production environment for the start-up checks (startupProblems): every secret,
// token, origin and a real SMS and mail driver. Tests take a piece out to see its one refusal line.
import { type ProductionSecret, productionSecrets } from '../../src/productionRequirements';

/** Each secret its own value: 'aaa…', 'bbb…', … */
const secrets = Object.fromEntries(productionSecrets.map((name, i) => [name, String.fromCharCode(97 + i).repeat(32)])) as Record<ProductionSecret, string>;

export const liveSecrets = {
  DATABASE_URL: 'postgres://shop@db.internal/shop',
  ...secrets,
  ALLOWED_ORIGINS: 'https://ornament.ru,https://diamant.ru',
};
export const liveSmsRu = { SMS_DRIVER: 'smsru', SMSRU_API_ID: 'A3CA597E-3ACF-4E7D-82EE-CF82B52B1A8B' };
export const liveSmtp = { MAIL_DRIVER: 'smtp', SMTP_URL: 'smtps://noreply%40ornament.ru:relay-password@smtp.example.ru:465', MAIL_FROM: 'Орнамент <noreply@ornament.ru>' };
