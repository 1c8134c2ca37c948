import type { MessageKind } from '../contract/messages';
import type { Db } from '../db/database';
import { messageTemplates } from '../db/schema';
import { DEFAULT_MESSAGES } from './text';

export interface Template {
  kind: MessageKind;
  enabled: boolean;
  text: string;
  isCustom: boolean;
}

/** Every kind of message as the owner set it, or as shipped. */
export async function templates(db: Db): Promise<Template[]> {
  const rows = await db.select().from(messageTemplates);
  return (Object.keys(DEFAULT_MESSAGES) as MessageKind[]).map((kind) =>
    templateOf(
      kind,
      rows.find((r) => r.kind === kind),
    ),
  );
}

/** One kind's template: the owner's row when there is one, else the text as shipped. */
export function templateOf(kind: MessageKind, own: { enabled: boolean; text: string } | null | undefined): Template {
  return own ? { kind, enabled: own.enabled, text: own.text, isCustom: true } : { kind, ...DEFAULT_MESSAGES[kind], isCustom: false };
}
