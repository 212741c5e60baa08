// The phone of a send-code or login body: normalised for the request's country (x-country-code,
// Russia by default), or the spec's empty_tel / invalid_tel.
import { requestHeaders } from '@ornament/api-contract';
import { type CountryCode, countryCodes, normalizePhone } from '@ornament/domain';
import type { FastifyRequest } from 'fastify';
import { authError, pointers } from './errors';

export function countryOf(request: FastifyRequest): CountryCode {
  const header = request.headers[requestHeaders.countryCode];
  const value = typeof header === 'string' ? header.trim().toUpperCase() : '';
  return countryCodes.find((code) => code === value) ?? 'RU';
}

export function phoneOf(request: FastifyRequest, input: string | undefined): string {
  const checked = normalizePhone(input, countryOf(request));
  if (checked.ok) return checked.e164;
  // Only a blank field is empty; typed text without digits is an invalid number.
  const blank = (input ?? '').trim() === '';
  throw blank ? authError(400, 'empty_tel', pointers.phone) : authError(400, 'invalid_tel', pointers.phone);
}
