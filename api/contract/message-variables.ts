/**
 * What a text to customers may name in braces: the order's number, the car's plate, the
 * customer's link, the shop's name, and the time (a booking's date and time; when an order was
 * taken). Apart from the messages' schemas (messages.ts) so that the owner's screen listing them
 * does not bring zod into the browser: a module of schemas is kept whole by the bundler.
 */
export const MESSAGE_VARIABLES = ['order', 'plate', 'link', 'shop', 'time'] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];
