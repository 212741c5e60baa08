// Captcha challenges (spec 3 §4 captcha mode): an SVG drawn on the server (svg-captcha), its answer
// stored only as a SHA-256, answerable once within a few minutes. Outside production a fixed test
// answer may be configured (CAPTCHA_TEST_ANSWER) so browser tests can solve it.
import { createHash, randomUUID } from 'node:crypto';
import { authLimits } from '@ornament/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db';
import { captchaChallenges } from '../../db/schema';

export interface CaptchaChallenge {
  uid: string;
  /** data:image/svg+xml URI. */
  image: string;
}

export interface CaptchaOptions {
  /** The text every challenge shows and accepts (tests only; refused in production by env.ts). */
  testAnswer?: string | undefined;
}

/** The package's default export draws a given text; its typings name only create(). */
const drawText = svgCaptcha as unknown as (text: string, options: Parameters<typeof svgCaptcha.create>[0]) => string;

// No look-alikes (0/o, 1/l/i) and no case to guess: the answer is compared lower-cased.
const charPreset = 'abcdefghjkmnpqrstuvwxyz23456789';

function answerHash(answer: string): string {
  return createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');
}

export async function createCaptcha(db: Db, ip: string, now: Date, options: CaptchaOptions): Promise<CaptchaChallenge> {
  const drawn = options.testAnswer
    ? { text: options.testAnswer, data: drawText(options.testAnswer, { width: 150, height: 50, noise: 2 }) }
    : svgCaptcha.create({ size: authLimits.captchaLength, charPreset, width: 150, height: 50, noise: 2 });
  const uid = randomUUID();
  await db.insert(captchaChallenges).values({
    id: uid,
    answerHash: answerHash(drawn.text),
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + authLimits.captchaTtlSeconds * 1000),
  });
  return { uid, image: `data:image/svg+xml;base64,${Buffer.from(drawn.data).toString('base64')}` };
}

/** Spends the challenge whatever the answer (one guess per image); true when the answer was right. */
export async function solveCaptcha(db: Db, uid: string, answer: string, now: Date): Promise<boolean> {
  const [spent] = await db
    .update(captchaChallenges)
    .set({ usedAt: now })
    .where(and(eq(captchaChallenges.id, uid), isNull(captchaChallenges.usedAt), gt(captchaChallenges.expiresAt, now)))
    .returning({ answerHash: captchaChallenges.answerHash });
  return spent !== undefined && spent.answerHash === answerHash(answer);
}
