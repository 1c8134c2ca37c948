import type { SubmissionResult } from '@conform-to/react';
import type { ApiAnswer } from '#contract/client';
import { noticeMessage, refusalMessage } from './api-text';
import type { Toast } from './toast';

/**
 * What a page action answers its form: the API's notice as the success message, or its
 * refusal (or 'Something went wrong' without details), both as encoded locale keys of their
 * codes (app/utils/api-text.ts). The page shows it as a toast.
 */
export type ActionResult =
  /** `reply`: conform's account of the form, with the errors of each field to show under it. */
  /** `confirm`: what the person may send back to go ahead anyway (the gap a shift may close with). */
  /** `status`: the HTTP status the page answers with (the API's own; 400 when absent: the form itself was wrong). */
  | { ok: false; error: string; intent?: string; reply?: SubmissionResult<string[]>; confirm?: string; status?: number }
  | { ok: true; message?: string; messageKey?: string; intent?: string; retryAfter?: number; reply?: SubmissionResult<string[]> };

/** The toast of an action's answer: a refusal in red with its reason, a success in green; none for a silent success. */
export function toastOfResult(result: ActionResult): Toast | null {
  if (!result.ok) return { type: 'error', description: result.error };
  if (result.message) return { type: 'success', description: result.message };
  if (result.messageKey) return { type: 'success', description: '', key: result.messageKey };
  return null;
}

/** Whether a fetcher's data is a page action's result (other fetchers load lists or save settings). */
export function isActionResult(value: unknown): value is ActionResult {
  if (typeof value !== 'object' || value === null || !('ok' in value)) return false;
  return value.ok === false ? 'error' in value && typeof value.error === 'string' : value.ok === true;
}

export function actionResult(answer: ApiAnswer<unknown>, intent?: string, extra: { retryAfter?: number } = {}): ActionResult {
  return answer.ok
    ? { ok: true, message: noticeMessage(answer), intent, ...extra }
    : { ok: false, error: refusalMessage(answer), intent, status: answer.status };
}
