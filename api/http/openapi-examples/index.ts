import type { ErrorEnvelope } from '../../contract/envelope';
import { bookingExamples } from './bookings';
import { clientExamples } from './clients';
import { customerExamples } from './customer';
import { deskExamples } from './desk';
import { displayExamples } from './display';
import { orderReadExamples } from './orders';
import { ownerExamples } from './owner';
import { reportExamples } from './reports';
import { sessionExamples } from './session';
import { storageExamples } from './storage';
import { refusal, type CallExamples } from './types';
import { workExamples } from './work';

/** An example of every call (the compiler asks for a new call's): the OpenAPI document shows them. */
export const CALL_EXAMPLES: CallExamples = {
  ...sessionExamples,
  ...orderReadExamples,
  ...displayExamples,
  ...workExamples,
  ...deskExamples,
  ...ownerExamples,
  ...reportExamples,
  ...clientExamples,
  ...customerExamples,
  ...bookingExamples,
  ...storageExamples,
};

/** A refusal of each status, as the shared answers of `components.responses` show it. */
export const REFUSAL_EXAMPLES: Record<string, ErrorEnvelope> = {
  400: refusal('invalid_input', { issues: 'order_id: ожидалось число' }),
  401: refusal('sign_in_required'),
  403: refusal('forbidden'),
  404: refusal('order_not_found', { id: 1042 }),
  409: refusal('order_already_paid'),
  410: refusal('public_link_gone'),
  411: refusal('length_required'),
  413: refusal('request_too_large'),
  415: refusal('unsupported_media_type'),
  422: refusal('idempotency_key_reused'),
  429: refusal('sign_in_throttled', { n: 5, unit: 'minutes' }),
  500: { ...refusal('internal_error'), request_id: '3f9c2a7e-5b1d-4e8a-9c0f-1a2b3c4d5e6f' },
  502: refusal('sms_failed'),
};
