// Limits of the phone-code login (spec 3 §4, §8; OWASP ASVS 5.0 V6.6, V2.4). The API enforces them,
// counting in the database so every replica agrees; the modal shows the cooldowns it is told.
export const authLimits = {
  /** Digits of an SMS code (and of a flash call: the caller number's last digits). */
  codeLength: 6,
  /** A code stays valid this long (ASVS: out-of-band codes live at most 10 minutes). */
  codeTtlSeconds: 5 * 60,
  /** Checks one code survives; the next wrong one burns it (limit_attempts). */
  codeMaxAttempts: 5,
  /** A new code for the same phone only after this long (limit_time); also the flash call's resend-time. */
  resendCooldownSeconds: 60,
  /** Checks per phone and address within 10 s before limit_interval_attempts_sec: a person types slower. */
  checksPer10Seconds: 3,
  /** Checks per phone and address within a minute before limit_interval_attempts_min. */
  checksPerMinute: 4,
  /** Codes sent to one phone per day (daily_limit): a few logins a day, not an SMS-bombing target. */
  sendsPerPhonePerDay: 10,
  /**
   * Codes one address may have sent to one phone per day (daily_limit): locking a phone out for the
   * day (sendsPerPhonePerDay) takes several addresses, not one script (issue 19 finding 11).
   */
  sendsPerPhonePerIpPerDay: 3,
  /** Codes sent from one address per day (daily_limit): a shared office or shop network stays under it. */
  sendsPerIpPerDay: 30,
  /** More sends than this from one address within captchaWindowSeconds ask for a captcha first. */
  captchaAfterSends: 3,
  /** Wrong codes from one address within captchaWindowSeconds that ask for a captcha before the next send. */
  captchaAfterFailedChecks: 5,
  captchaWindowSeconds: 10 * 60,
  /** A captcha challenge may be answered this long, once. */
  captchaTtlSeconds: 5 * 60,
  /** Fresh captcha images one address may ask for per minute (the refresh button). */
  captchaRefreshesPerMinute: 20,
  /** Characters of a captcha answer. */
  captchaLength: 5,
  /** Failed e-mail logins per address, and per e-mail, within emailFailWindowSeconds before 429. */
  emailFailsPerIp: 20,
  emailFailsPerEmail: 5,
  emailFailWindowSeconds: 15 * 60,
  /** A restore offer (deactivated account) may be taken up this long. */
  restoreTtlSeconds: 10 * 60,
  /** A login ticket from a CRM message works once, within this long. */
  ticketTtlSeconds: 24 * 60 * 60,
  /**
   * New guest sessions one address may start per hour (issue 19 finding 13): a shop's or a carrier's
   * shared address stays well under it; a script minting guests to flood favourites does not.
   */
  newGuestsPerIpPerHour: 300,
  /** A guest account with no session left and no order is deleted this long after it was made. */
  guestRetentionDays: 30,
} as const;
