/** One namespace of a language's words, from the locales the server publishes at /locales. */
export async function fetchWords(lng: string, ns: string): Promise<Record<string, unknown>> {
  const response = await fetch(`/locales/${lng}/${ns}.json`);
  if (!response.ok) throw new Error(`translations ${lng}/${ns}: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}
