import { z } from 'zod';
import { okEnvelope } from './envelope';
import { id, isoTime, oneLine } from './fields';
import { MESSAGE_VARIABLES } from './message-variables';

/* ---- Messages to customers about their own orders (docs/decisions/039-the-customers-own-page.md) ---- */

/**
 * About an order: taken, ready; about a booking: the reminders a day and an hour before its time;
 * about a set in storage: the season's reminder, with the booking page's link.
 */
export const MESSAGE_KINDS = ['accepted', 'ready', 'booking_day', 'booking_hour', 'storage_season'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const messageKindSchema = z.enum(MESSAGE_KINDS);

export { MESSAGE_VARIABLES, type MessageVariable } from './message-variables';

/** The longest text the owner may write: three SMS parts in Cyrillic, before the link and names are put in. */
export const MESSAGE_TEXT_MAX = 400;

/** How often a text may name one variable: a link twice is a slip, sixty times an SMS of twenty parts. */
export const MESSAGE_VARIABLE_MAX = 2;

/** A text with only known variables in braces, each at most twice, and no other brace. */
export const messageTextSchema = oneLine(MESSAGE_TEXT_MAX).superRefine((text, ctx) => {
  const names = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  const unknown = names.filter((name) => !(MESSAGE_VARIABLES as readonly string[]).includes(name));
  const allowed = MESSAGE_VARIABLES.map((v) => `{${v}}`).join(', ');
  if (unknown.length > 0)
    ctx.addIssue({
      code: 'custom',
      message: `неизвестная переменная {${unknown[0]}}; можно: ${allowed}`,
      params: { i18n: 'validation.messageVariable', name: unknown[0] },
    });
  else if (/[{}]/.test(text.replace(/\{[^{}]*\}/g, '')))
    ctx.addIssue({
      code: 'custom',
      message: `фигурные скобки только вокруг переменных: ${allowed}`,
      params: { i18n: 'validation.messageBraces' },
    });
  const repeated = MESSAGE_VARIABLES.find((v) => names.filter((n) => n === v).length > MESSAGE_VARIABLE_MAX);
  if (repeated)
    ctx.addIssue({
      code: 'custom',
      message: `переменная {${repeated}} не больше ${MESSAGE_VARIABLE_MAX} раз`,
      params: { i18n: 'validation.messageRepeated', name: repeated, n: MESSAGE_VARIABLE_MAX },
    });
});

/** One kind of message as the owner set it (or as shipped), with an example of what a customer gets. */
export const messageTemplateSchema = z.object({
  kind: messageKindSchema,
  enabled: z.boolean(),
  text: z.string(),
  /** The text with an example order's values put in. */
  example: z.string(),
  /** Whether this is the owner's own text (false: the shipped one). */
  is_custom: z.boolean(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplatesAnswerSchema = okEnvelope(z.object({ templates: z.array(messageTemplateSchema) }));

/** `POST owner/messages/save` and `owner/messages/preview`: one kind's switch and text. */
export const messageTemplateBodySchema = z.object({ kind: messageKindSchema, enabled: z.boolean(), text: messageTextSchema });
export const messagePreviewAnswerSchema = okEnvelope(z.object({ example: z.string(), parts: z.number().int() }));

/** A message about an order, as the staff see it on the order's page. */
export const orderMessageSchema = z.object({
  id: z.number().int(),
  kind: messageKindSchema,
  status: z.enum(['pending', 'sent', 'failed', 'skipped']),
  attempts: z.number().int(),
  /** When the next try is due (pending), else null. */
  next_at: isoTime.nullable(),
  sent_at: isoTime.nullable(),
  created_at: isoTime,
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/** The customer's side of an order for the staff: the public link (null for an order taken before links) and the messages. */
export const customerSideSchema = z.object({ public_url: z.string().nullable(), messages: z.array(orderMessageSchema) });

/** `POST order/message-retry`: send a failed (or waiting) message again, now. */
export const messageRetryBodySchema = z.object({ message_id: id });
/** `POST order/public-link`: a new link for the customer; the old one stops working. */
export const publicLinkBodySchema = z.object({ order_id: id });
export const publicLinkAnswerSchema = okEnvelope(z.object({ public_url: z.string() }));
