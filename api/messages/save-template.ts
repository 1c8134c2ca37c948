import type { MessageKind } from '../contract/messages';
import type { Db } from '../db/database';
import { messageTemplates } from '../db/schema';
import { recordChange } from '../audit/record';
import { templates } from './templates';

/** The owner's switch and text of one kind of message, audited with what they were. */
export async function saveTemplate(db: Db, userId: number, input: { kind: MessageKind; enabled: boolean; text: string }) {
  await db.transaction(async (tx) => {
    const before = (await templates(tx)).find((t) => t.kind === input.kind)!;
    if (before.isCustom && before.enabled === input.enabled && before.text === input.text) return;
    const fields = { enabled: input.enabled, text: input.text, updatedAt: new Date() };
    await tx
      .insert(messageTemplates)
      .values({ kind: input.kind, ...fields })
      .onConflictDoUpdate({ target: messageTemplates.kind, set: fields });
    await recordChange(tx, {
      userId,
      action: 'messages.changed',
      entity: 'business',
      before: { kind: before.kind, enabled: before.enabled, text: before.text },
      after: input,
    });
  });
}
