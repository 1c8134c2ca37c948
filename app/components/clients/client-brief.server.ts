import type { Api } from '~/utils/api.server';
import { clientBrief, type ClientBriefData } from './client-brief';

/**
 * A known client's brief for the wizard and the desk: null for no client, or when the card
 * cannot be read (an erased client, the API refusing): the order goes on without it.
 */
export async function clientBriefOf(api: Api, clientId: number | null | undefined): Promise<ClientBriefData | null> {
  if (!clientId) return null;
  const answer = await api.call('client/:id', { params: { id: clientId }, query: { visits_page: 1 } });
  if (!answer.ok || answer.data.forgotten_at) return null;
  return clientBrief(answer.data);
}
