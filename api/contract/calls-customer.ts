import { okOnlySchema } from './envelope';
import { get, post } from './call-shape';
import {
  messagePreviewAnswerSchema,
  messageRetryBodySchema,
  messageTemplateBodySchema,
  messageTemplatesAnswerSchema,
  publicLinkAnswerSchema,
  publicLinkBodySchema,
} from './messages';
import { publicOrderAnswerSchema, publicTokenParamsSchema, publicViewsAnswerSchema, publicViewsBodySchema } from './public-order';

/**
 * The calls of the customer's side (docs/decisions/039-the-customers-own-page.md): the public
 * page's read, the live layer's read of every page it serves, the staff's new link and message
 * retry, the owner's texts. Part of the one table of calls (./calls.ts).
 */
export const CUSTOMER_CALLS = {
  'public/order/:token': get({ path: '/public/order/:token', params: publicTokenParamsSchema, answer: publicOrderAnswerSchema }),
  'public/views': post({ body: publicViewsBodySchema, answer: publicViewsAnswerSchema }),
  'order/public-link': post({ body: publicLinkBodySchema, answer: publicLinkAnswerSchema }),
  'order/message-retry': post({ body: messageRetryBodySchema, answer: okOnlySchema }),
  'owner/messages': get({ answer: messageTemplatesAnswerSchema }),
  'owner/messages/save': post({ body: messageTemplateBodySchema, answer: okOnlySchema }),
  'owner/messages/preview': post({ body: messageTemplateBodySchema, answer: messagePreviewAnswerSchema }),
};
